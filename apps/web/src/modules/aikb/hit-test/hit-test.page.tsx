import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HitTestCompare, HitTestResult } from '@zhiyu/contract/modules/aikb/hit-test';
import { Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { Section } from '../../../components/section.tsx';
import { AskForm } from './ask.form.tsx';
import { CompareView } from './compare.view.tsx';
import { HistoryList } from './history.list.tsx';
import { askQuestion, hitTestKeys, rerunQuestion } from './hit-test.api.ts';
import { ResultView } from './result.view.tsx';

/**
 * /aikb/test (and /iframe/aikb/test without the shell): ask the knowledge base a question and see
 * the bot's reply with the ranked hits; every question lands in the history at the side, where a
 * row shows its stored result and can be compared with today's knowledge.
 */
export default function HitTestPage() {
  const { t } = useTranslation('aikb-test');
  const qc = useQueryClient();
  const [current, setCurrent] = useState<HitTestResult | null>(null);
  const [compare, setCompare] = useState<HitTestCompare | null>(null);
  const refreshHistory = () => qc.invalidateQueries({ queryKey: [...hitTestKeys.all, 'history'] });
  const ask = useMutation({
    mutationFn: askQuestion,
    onSuccess: (r) => {
      setCurrent(r);
      setCompare(null);
      return refreshHistory();
    },
  });
  const rerun = useMutation({
    mutationFn: rerunQuestion,
    onSuccess: (c) => {
      setCurrent(c.after);
      setCompare(c);
      return refreshHistory();
    },
  });
  const select = (r: HitTestResult) => {
    setCurrent(r);
    setCompare(null);
  };
  return (
    <PageContainer>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Section title={t('ask.title')} style={{ flex: '1 1 640px', minWidth: 0 }}>
          <AskForm onAsk={(body) => ask.mutate(body)} loading={ask.isPending} />
          {compare ? (
            <CompareView compare={compare} onClose={() => setCompare(null)} />
          ) : current ? (
            <ResultView result={current} onCompare={(id) => rerun.mutate(id)} comparing={rerun.isPending} />
          ) : (
            <Empty description={t('empty')} />
          )}
        </Section>
        <Section title={t('history.title')} style={{ flex: '0 1 320px', minWidth: 260 }}>
          <HistoryList
            selectedId={current?.id}
            onSelect={select}
            onDeleted={(id) => {
              if (current?.id === id) setCurrent(null);
              if (compare && (compare.before.id === id || compare.after.id === id)) setCompare(null);
            }}
          />
        </Section>
      </div>
    </PageContainer>
  );
}
