import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';

// The page's parts load with it; the route table (in the shell) names only this small chunk.
const DiagnosesPanel = lazy(() => import('./diagnoses.panel.tsx'));
const DiagnosisPanel = lazy(() => import('./diagnosis.panel.tsx'));
/** diagnosis.api.ts DIAGNOSIS_PARAM, written out: importing it would list that chunk in the shell's route table. */
const DIAGNOSIS_PARAM = 'diagnosis';

/**
 * /learnself/diagnosis, semantic diagnosis (requirements R4 §5): run one on a dataset version, follow
 * it in the list, open one to read its findings and apply their fixes. The open diagnosis is in the
 * address (`?diagnosis=`), so a reload or a shared link reopens it.
 */
export default function DiagnosisPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get(DIAGNOSIS_PARAM);
  const open = (next: string | null) => {
    const q = new URLSearchParams(params);
    if (next) q.set(DIAGNOSIS_PARAM, next);
    else q.delete(DIAGNOSIS_PARAM);
    setParams(q);
  };
  return (
    <PageContainer>
      <Suspense fallback={<Skeleton active />}>
        {id ? (
          <DiagnosisPanel key={id} id={id} onBack={() => open(null)} onOpen={open} />
        ) : (
          <DiagnosesPanel onOpen={open} />
        )}
      </Suspense>
    </PageContainer>
  );
}
