import { Empty, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { Section } from '../../../components/section.tsx';
import { GenerateForm, type GenState } from './generate.form.tsx';
import { GeneratedTable } from './generated.table.tsx';

/** The results below the form: nothing yet, generating, failed, none new, or the questions. */
function Results({ state }: { state: GenState }) {
  const { t } = useTranslation('learnself-tools');
  switch (state.kind) {
    case 'idle':
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('result.idle')} data-testid="generated-idle" />;
    case 'running':
      return (
        <div style={{ textAlign: 'center', padding: 32 }} data-testid="generated-running">
          <Spin />
          <div style={{ marginTop: 12 }}>{t('result.running')}</div>
        </div>
      );
    case 'failed':
      return <Result status="warning" title={t('result.failed')} subTitle={t('result.failedHint')} />;
    case 'done':
      return state.result.questions.length ? (
        // A new generation starts a new list: nothing picked, nothing accepted.
        <GeneratedTable key={state.result.at} result={state.result} />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('result.none', { dropped: state.result.dropped + state.result.known })}
          data-testid="generated-none"
        />
      );
  }
}

/**
 * /learnself/generate, similar questions (requirements R4 §6): variants of a sentence of an intent or
 * of a knowledge item, by the built-in rule-based generator or the tenant's language-model engine,
 * deduplicated on the server, then accepted into the intent or the item's similar questions.
 * `?datasetId=&datasetName=&label=` presets the intent (the diagnosis's add-examples advice).
 */
export default function GeneratePage() {
  const { t } = useTranslation('learnself-tools');
  const [state, setState] = useState<GenState>({ kind: 'idle' });
  return (
    <PageContainer>
      <Section title={t('gen.title')} style={{ marginBottom: 16 }}>
        <GenerateForm onState={setState} />
      </Section>
      <Section title={t('result.title')}>
        <Results state={state} />
      </Section>
    </PageContainer>
  );
}
