import { Button, Empty, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { inspectHistory, type Try, topOf } from './inspect.history.ts';

/** A button drawn as plain content: the whole entry is the click target. */
const BARE = { border: 0, background: 'transparent', cursor: 'pointer', font: 'inherit', color: 'inherit' } as const;

/**
 * The utterances tried in this session, newest first (requirements R4 model testing): each with its
 * model, top label, confidence and whether it was recognised; one chosen shows its answer again.
 */
export function HistoryList({
  tries,
  selectedId,
  onSelect,
}: {
  tries: Try[];
  selectedId: number | undefined;
  onSelect: (item: Try) => void;
}) {
  const { t } = useTranslation('learnself');
  const { t: tt } = useTranslation('table');
  const { token } = theme.useToken();
  if (!tries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inspect.historyEmpty')} />;
  return (
    <div data-testid="inspect-history">
      {tries.map((item) => {
        const top = topOf(item.result);
        const chosen = item.id === selectedId;
        return (
          <button
            key={item.id}
            type="button"
            onClick={() => onSelect(item)}
            data-testid="inspect-history-row"
            style={{
              ...BARE,
              display: 'block',
              width: '100%',
              textAlign: 'start',
              padding: '8px 10px',
              marginBottom: 6,
              borderRadius: token.borderRadius,
              border: `1px solid ${chosen ? token.colorPrimary : token.colorBorderSecondary}`,
              background: chosen ? token.colorPrimaryBg : token.colorBgContainer,
            }}
          >
            <Typography.Text ellipsis={{ tooltip: item.text }} style={{ display: 'block' }}>
              {item.text}
            </Typography.Text>
            <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, marginTop: 4 }}>
              <Tag color={item.result.recognised ? 'success' : 'warning'} style={{ marginInlineEnd: 0 }}>
                {t('inspect.recognisedShort')}
                {tt(item.result.recognised ? 'yes' : 'no')}
              </Tag>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.result.entities?.length
                  ? t('inspect.entityCount', { count: item.result.entities.length })
                  : top.label
                    ? `${top.label} · ${(top.probability * 100).toFixed(2)}%`
                    : '-'}
              </Typography.Text>
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
              {item.modelName} · {dayjs(item.at).format('HH:mm:ss')}
            </Typography.Text>
          </button>
        );
      })}
      <Button size="small" onClick={() => inspectHistory.clear()} data-testid="inspect-history-clear">
        {t('inspect.historyClear')}
      </Button>
    </div>
  );
}
