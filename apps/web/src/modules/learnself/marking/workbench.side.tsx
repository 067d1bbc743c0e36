import { type MarkItemRow, NOISE } from '@zhiyu/contract/modules/learnself/marking';
import { Button, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { keepFocus } from './utterance.card.tsx';
import { labelName } from './workbench.options.ts';

/** Labels shown in the recent list. */
const RECENT = 8;

const KEYS = [
  ['1 – 9', 'legend.pick'],
  ['Enter', 'legend.confirm'],
  ['N', 'legend.noise'],
  ['\u2193 / \u2192', 'legend.next'],
  ['\u2191 / \u2190', 'legend.prev'],
  ['Ctrl + Z', 'legend.undo'],
  ['Esc', 'legend.leaveSearch'],
] as const;

/** The shortcut legend. */
export function ShortcutLegend() {
  const { t } = useTranslation('learnself-marking');
  const { token } = theme.useToken();
  const kbd = {
    display: 'inline-block',
    minWidth: 72,
    padding: '0 6px',
    marginRight: 8,
    border: `1px solid ${token.colorBorder}`,
    borderBottomWidth: 2,
    borderRadius: 4,
    fontFamily: token.fontFamilyCode,
    fontSize: 12,
    textAlign: 'center' as const,
    background: token.colorFillAlter,
  };
  return (
    <div data-testid="mark-legend">
      {KEYS.map(([keys, text]) => (
        <div key={text} style={{ display: 'flex', alignItems: 'flex-start', marginBottom: 6 }}>
          <kbd style={{ ...kbd, flex: 'none' }}>{keys}</kbd>
          <Typography.Text>{t(text)}</Typography.Text>
        </div>
      ))}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('legend.typing')}
      </Typography.Paragraph>
    </div>
  );
}

/**
 * What I labelled in this sitting, newest first, each with my label (the feedback of a label: the
 * utterance that was just labelled shows here); a click goes back to it to see or relabel it.
 */
export function RecentLabels({
  history,
  currentId,
  datasetType,
  onShow,
}: {
  history: MarkItemRow[];
  currentId: string | undefined;
  datasetType: string;
  onShow: (id: string) => void;
}) {
  const { t } = useTranslation('learnself-marking');
  const recent = history.slice(-RECENT).reverse();
  if (!recent.length) return <Typography.Text type="secondary">{t('work.recentNone')}</Typography.Text>;
  return (
    <div data-testid="mark-recent">
      {recent.map((item) => (
        <Button
          key={item.id}
          type={item.id === currentId ? 'link' : 'text'}
          block
          onMouseDown={keepFocus}
          onClick={() => onShow(item.id)}
          data-testid="mark-recent-item"
          style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '0 4px' }}
        >
          <Typography.Text ellipsis style={{ flex: 1, textAlign: 'left' }}>
            {item.text}
          </Typography.Text>
          <Tag color={item.mine === NOISE ? 'default' : 'blue'} style={{ margin: 0 }}>
            {labelName(t, datasetType, item.mine)}
          </Tag>
        </Button>
      ))}
    </div>
  );
}
