import { CheckOutlined, SearchOutlined } from '@ant-design/icons';
import { type MarkItemRow, NOISE } from '@zhiyu/contract/modules/learnself/marking';
import { Button, Input, type InputRef, Space, Tag, Typography, theme } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { labelName, type MarkOption, percent, searchOptions } from './workbench.options.ts';

/** A click must not leave the focus on the button: Enter would press it again instead of confirming. */
export const keepFocus = (e: MouseEvent) => e.preventDefault();

export interface UtteranceCardProps {
  item: MarkItemRow;
  datasetType: string;
  options: MarkOption[];
  selected: string | null;
  search: string;
  onSearch: (q: string) => void;
  onLabel: (label: string) => void;
  busy: boolean;
}

/**
 * The utterance to label in large type, and its options: the model's predictions with their
 * confidence first, then the task's other labels, numbered 1–9; the selected one is what Enter
 * confirms; a search finds any label. My label of an utterance I labelled before is ticked.
 */
export function UtteranceCard({
  item,
  datasetType,
  options,
  selected,
  search,
  onSearch,
  onLabel,
  busy,
}: UtteranceCardProps) {
  const { t } = useTranslation('learnself-marking');
  const { token } = theme.useToken();
  const searchRef = useRef<InputRef>(null);
  const shown = searchOptions(options, search);
  return (
    <div data-testid="mark-card" data-item={item.id}>
      <Space size={4} wrap style={{ marginBottom: 8 }}>
        <Tag>{t(`source.${item.source}`, { defaultValue: item.source })}</Tag>
        {item.mine && (
          <Tag color="blue" data-testid="mark-mine">
            {t('work.mine', { label: labelName(t, datasetType, item.mine) })}
          </Tag>
        )}
        {!item.predictions.length && <Tag>{t('work.noPrediction')}</Tag>}
      </Space>
      <Typography.Paragraph
        data-testid="mark-text"
        style={{ fontSize: 28, lineHeight: 1.4, fontWeight: 500, margin: '8px 0 20px', wordBreak: 'break-word' }}
      >
        {item.text}
      </Typography.Paragraph>
      <Input
        ref={searchRef}
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('work.searchPlaceholder')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        onPressEnter={() => selected && onLabel(selected)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            onSearch('');
            searchRef.current?.blur();
          }
        }}
        style={{ maxWidth: 360, marginBottom: 12 }}
        data-testid="mark-search"
      />
      <div
        data-testid="mark-options"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 8 }}
      >
        {shown.map((o) => {
          const isSelected = o.label === selected;
          const isMine = o.label === item.mine;
          return (
            <Button
              key={o.label}
              size="large"
              type={isSelected ? 'primary' : 'default'}
              ghost={isSelected}
              disabled={busy}
              onMouseDown={keepFocus}
              onClick={() => onLabel(o.label)}
              data-testid="mark-option"
              data-label={o.label}
              data-selected={isSelected || undefined}
              style={{ justifyContent: 'flex-start', height: 'auto', minHeight: 44, whiteSpace: 'normal' }}
            >
              <span style={{ display: 'flex', width: '100%', alignItems: 'center', gap: 8, textAlign: 'left' }}>
                <kbd style={{ minWidth: 20, color: token.colorTextSecondary }}>{o.key ?? ''}</kbd>
                <span style={{ flex: 1, wordBreak: 'break-word' }}>{labelName(t, datasetType, o.label)}</span>
                {isMine && <CheckOutlined />}
                {o.probability !== null && (
                  <Tag color="processing" style={{ margin: 0 }} data-testid="mark-confidence">
                    {percent(o.probability)}
                  </Tag>
                )}
              </span>
            </Button>
          );
        })}
        {!shown.length && <Typography.Text type="secondary">{t('work.noMatch')}</Typography.Text>}
      </div>
      {!selected && (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }} data-testid="mark-no-selection">
          {t('work.nothingSelected')}
        </Typography.Paragraph>
      )}
      <MarkButtons item={item} busy={busy} onConfirm={selected ? () => onLabel(selected) : null} onLabel={onLabel} />
    </div>
  );
}

/**
 * The card's buttons: confirm (what Enter does; `onConfirm` null when there is nothing to confirm),
 * anything `extra` adds, and noise.
 */
export function MarkButtons({
  item,
  busy,
  onConfirm,
  onLabel,
  extra,
}: {
  item: MarkItemRow;
  busy: boolean;
  onConfirm: (() => void) | null;
  onLabel: (label: string) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('learnself-marking');
  return (
    <Space wrap style={{ marginTop: 16 }}>
      <Button
        type="primary"
        disabled={busy || !onConfirm}
        onMouseDown={keepFocus}
        onClick={() => onConfirm?.()}
        data-testid="mark-confirm"
      >
        {t('work.confirm')}
      </Button>
      {extra}
      <Button
        danger={item.mine === NOISE}
        disabled={busy}
        onMouseDown={keepFocus}
        onClick={() => onLabel(NOISE)}
        data-testid="mark-noise"
      >
        {t('work.noiseButton')}
      </Button>
    </Space>
  );
}
