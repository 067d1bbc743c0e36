import { Button, Empty, Flex, type FormInstance, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../platform/request/toast.ts';
import { suggestQuestions } from './kb.api.ts';

type State = { kind: 'idle' } | { kind: 'running' } | { kind: 'failed' } | { kind: 'done'; questions: string[] };

const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/**
 * Similar questions suggested for the item in the drawer (the self-learning generator through
 * /aikb-api/knowledge/similar/suggest): each is added to the form's similar questions with a
 * click, or all at once; nothing is stored until the item is saved.
 */
export function SimilarSuggest({ form }: { form: FormInstance }) {
  const { t } = useTranslation('aikb');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const run = async () => {
    const question = String(form.getFieldValue('question') ?? '').trim();
    if (!question) {
      toastError(t('suggest.needQuestion'));
      return;
    }
    setState({ kind: 'running' });
    try {
      const r = await suggestQuestions({ question, similar: listOf(form.getFieldValue('similar')), max: 10 });
      setState({ kind: 'done', questions: r.questions });
    } catch {
      // The request layer has shown the reason.
      setState({ kind: 'failed' });
    }
  };

  const add = (questions: string[]) => {
    const current = listOf(form.getFieldValue('similar'));
    form.setFieldValue('similar', [...current, ...questions.filter((q) => !current.includes(q))]);
    setState((s) =>
      s.kind === 'done' ? { kind: 'done', questions: s.questions.filter((q) => !questions.includes(q)) } : s,
    );
    toastSuccess(t('suggest.added', { n: questions.length }));
  };

  return (
    <div
      data-testid="kb-suggest"
      style={{ border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8, padding: 12, marginBottom: 16 }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('suggest.title')}</Typography.Text>
        <Flex gap={8}>
          {state.kind === 'done' && state.questions.length > 1 && (
            <Button size="small" onClick={() => add(state.questions)} data-testid="kb-suggest-add-all">
              {t('suggest.addAll')}
            </Button>
          )}
          <Button
            size="small"
            type="primary"
            ghost
            loading={state.kind === 'running'}
            onClick={run}
            data-testid="kb-suggest-run"
          >
            {state.kind === 'idle' ? t('suggest.run') : t('suggest.again')}
          </Button>
        </Flex>
      </Flex>
      {state.kind === 'idle' && <Typography.Text type="secondary">{t('suggest.hint')}</Typography.Text>}
      {state.kind === 'running' && (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('suggest.running')}</Typography.Text>
        </Flex>
      )}
      {state.kind === 'failed' && <Typography.Text type="warning">{t('suggest.failed')}</Typography.Text>}
      {state.kind === 'done' && !state.questions.length && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('suggest.none')} />
      )}
      {state.kind === 'done' &&
        state.questions.map((q) => (
          <Flex key={q} justify="space-between" align="center" style={{ padding: '4px 0' }} data-testid="kb-suggestion">
            <Typography.Text>{q}</Typography.Text>
            <Button size="small" type="link" onClick={() => add([q])}>
              {t('suggest.add')}
            </Button>
          </Flex>
        ))}
    </div>
  );
}
