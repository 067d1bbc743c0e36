import type { QaRunRow } from '@zhiyu/contract/modules/learnself/qa';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { parseListState, writeListState } from '../../../platform/list/list-state.ts';
import { CandidatesPanel } from './candidates.panel.tsx';
import { QaRunForm } from './qa-run.form.tsx';

/**
 * /learnself/qa, QA extraction (requirements R4): start an extraction from knowledge documents or
 * transcripts, then review the candidates it found and push the good ones into a library. After a
 * run the list shows that run's pending candidates (the filter is in the address, so a reload keeps it).
 */
export default function QaPage() {
  const [params, setParams] = useSearchParams();
  const showRun = (run: QaRunRow) => {
    const now = parseListState(params);
    setParams(
      writeListState({ ...now, pageNum: 1, filters: { runId: run.id, state: 'pending' }, searched: true }, params),
    );
  };
  return (
    <PageContainer>
      <QaRunForm onDone={showRun} />
      <CandidatesPanel />
    </PageContainer>
  );
}
