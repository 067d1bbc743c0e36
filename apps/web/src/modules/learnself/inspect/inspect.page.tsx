import { useMutation, useQuery } from '@tanstack/react-query';
import type { ModelRow } from '@zhiyu/contract/modules/learnself/model';
import { Button, Empty, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { Section } from '../../../components/section.tsx';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { callableModelPage, fetchModel, modelKeys } from '../model/model.api.ts';
import { HistoryList } from './history.list.tsx';
import { predict } from './inspect.api.ts';
import { inspectHistory, type Try, useInspectHistory } from './inspect.history.ts';
import { PredictionsView } from './predictions.view.tsx';
import { TestSetSection } from './test-set.section.tsx';

/** What a text may hold (predictModel takes up to 500 characters). */
const TEXT_MAX = 500;

/**
 * /learnself/inspect and /learnself/model/modelmanager/inspect (requirements R4 model testing): pick
 * a callable model (the model list opens this page with one chosen, `?model=<id>`), type an
 * utterance, see the model's top predictions and whether it recognises the utterance at its
 * threshold. The session's tries stay at the side.
 */
export default function InspectPage() {
  const { t } = useTranslation('learnself');
  const [params, setParams] = useSearchParams();
  const modelId = params.get('model') ?? undefined;
  const [text, setText] = useState('');
  const tries = useInspectHistory();
  const [shownId, setShownId] = useState<number | undefined>(tries[0]?.id);
  const shown = tries.find((x) => x.id === shownId);
  // The chosen model's name, for the select before its page is loaded.
  const chosen = useQuery({
    queryKey: modelKeys.one(modelId ?? ''),
    queryFn: () => fetchModel(modelId ?? ''),
    enabled: !!modelId,
  });
  const run = useMutation({
    mutationFn: (v: { id: string; text: string }) => predict(v.id, v.text),
    onSuccess: (result, v) => {
      const item = inspectHistory.add({
        modelId: v.id,
        modelName: chosen.data?.name ?? '',
        text: v.text,
        at: Date.now(),
        result,
      });
      setShownId(item.id);
    },
  });
  const utterance = text.trim();
  const submit = () => {
    if (modelId && utterance) run.mutate({ id: modelId, text: utterance });
  };
  const pick = (id: string | string[] | undefined) => {
    const next = new URLSearchParams(params);
    if (typeof id === 'string' && id) next.set('model', id);
    else next.delete('model');
    setParams(next, { replace: true });
  };
  return (
    <PageContainer>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Section title={t('inspect.title')} style={{ flex: '1 1 640px', minWidth: 0 }}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <div>
              <Typography.Text type="secondary">{t('inspect.model')}</Typography.Text>
              <SelectLoadMore<ModelRow>
                queryKey={modelKeys.callable()}
                request={callableModelPage}
                toOption={(m) => ({
                  value: m.id,
                  label: `${m.name} (${t(`type.${m.type}`)} · ${m.datasetName} v${m.version})`,
                })}
                known={chosen.data ? [{ value: chosen.data.id, label: chosen.data.name }] : []}
                value={modelId}
                onChange={pick}
                placeholder={t('inspect.modelPlaceholder')}
                style={{ width: '100%', marginTop: 4 }}
                data-testid="inspect-model"
              />
            </div>
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={(e) => {
                // Enter while an input method composes picks a candidate; it does not send.
                if (!e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  submit();
                }
              }}
              maxLength={TEXT_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t('inspect.textPlaceholder')}
              aria-label={t('inspect.utterance')}
              data-testid="inspect-text"
            />
            <Button
              type="primary"
              onClick={submit}
              loading={run.isPending}
              disabled={!modelId || !utterance}
              data-testid="inspect-run"
            >
              {t('inspect.run')}
            </Button>
            <Spin spinning={run.isPending}>
              {shown ? (
                <PredictionsView text={shown.text} result={shown.result} />
              ) : (
                <Empty description={modelId ? t('inspect.empty') : t('inspect.pickModel')} />
              )}
            </Spin>
          </Space>
        </Section>
        <Section title={t('inspect.history')} style={{ flex: '0 1 320px', minWidth: 260 }}>
          <HistoryList tries={tries} selectedId={shown?.id} onSelect={(x: Try) => setShownId(x.id)} />
        </Section>
      </div>
      {/* A test workbook holds intents: an entity model is tested one utterance at a time. */}
      {chosen.data?.type !== 'ner' && <TestSetSection modelId={modelId} />}
    </PageContainer>
  );
}
