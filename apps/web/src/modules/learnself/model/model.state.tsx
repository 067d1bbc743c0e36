import { InfoCircleOutlined } from '@ant-design/icons';
import { MODEL_STATE, MODEL_STATES, type ModelRow, type ModelState } from '@zhiyu/contract/modules/learnself/model';
import { Progress, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** requirements §3 model states: the tag colour of each. */
export const STATE_COLORS: Record<ModelState, string> = {
  0: 'success',
  1: 'default',
  2: 'processing',
  3: 'gold',
  4: 'processing',
  5: 'error',
  6: 'error',
};

/** Waiting, training, waiting for or running the evaluation (states 1–4): the list keeps reading it. */
export const isBusy = (state: ModelState) => state >= MODEL_STATE.toTrain && state <= MODEL_STATE.evaluating;
/** Work is running now (2, 4): a progress bar shows how far. */
export const isRunning = (state: ModelState) => state === MODEL_STATE.training || state === MODEL_STATE.evaluating;
/** Training or evaluation failed (5, 6): the reason is shown and the model may be trained again. */
export const isFailed = (state: ModelState) =>
  state === MODEL_STATE.trainingFailed || state === MODEL_STATE.evaluationFailed;
/** Only a callable intent model goes to a bot (requirements R4). */
export const canPublish = (row: Pick<ModelRow, 'state' | 'type'>) =>
  row.state === MODEL_STATE.callable && row.type === 'nlu';
export const isCallable = (state: ModelState) => state === MODEL_STATE.callable;

/** The state filter's options and the tag texts. */
export const stateEnum = (t: TFunction) =>
  Object.fromEntries(MODEL_STATES.map((s) => [s, { text: t(`state.${s}`), color: STATE_COLORS[s] }]));

/** A 0..1 figure as a percentage (one decimal unless told); '-' when there is none. */
export const pct = (v: number | null | undefined, digits = 1) =>
  v === null || v === undefined ? '-' : `${(v * 100).toFixed(digits)}%`;

/** A training time in seconds. */
export const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/**
 * The state of a model as a coloured tag: with the failure reason behind an icon (5, 6) and a
 * progress bar while it trains or evaluates (2, 4).
 */
export function StateTag({ row }: { row: Pick<ModelRow, 'state' | 'reason' | 'progress'> }) {
  const { t } = useTranslation('learnself');
  const failed = isFailed(row.state) && row.reason;
  const tag = (
    <Tag
      color={STATE_COLORS[row.state]}
      style={{ marginInlineEnd: 0 }}
      data-testid="model-state"
      data-state={row.state}
    >
      {t(`state.${row.state}`)}
      {failed ? <InfoCircleOutlined style={{ marginInlineStart: 4 }} /> : null}
    </Tag>
  );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
      {failed ? <Tooltip title={row.reason}>{tag}</Tooltip> : tag}
      {isRunning(row.state) && (
        <span data-testid="model-progress" style={{ width: 90 }}>
          <Progress percent={row.progress} size="small" style={{ margin: 0 }} aria-label={t('model.progress')} />
        </span>
      )}
    </span>
  );
}
