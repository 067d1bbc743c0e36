import { formatMarkup, parseMarkup, type Span } from '@zhiyu/contract/modules/learnself/entities';
import { type MarkItemRow, NOISE } from '@zhiyu/contract/modules/learnself/marking';
import { Button, Space, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityText, useEntityTypeName } from '../dataset/entity-text.tsx';
import { keepFocus, MarkButtons } from './utterance.card.tsx';
import { SHORTCUT_OPTIONS } from './workbench.options.ts';

/** The entities of a marking of `text` ([] when it is noise, another utterance's or bad markup). */
export function spansOfMarking(text: string, marking: string | null | undefined): Span[] {
  if (!marking || marking === NOISE) return [];
  const p = parseMarkup(marking);
  return 'error' in p || p.text !== text ? [] : p.spans;
}

/** Spans with `add` put in, any it overlaps taken out. */
export function withSpan(spans: readonly Span[], add: Span): Span[] {
  return [...spans.filter((s) => s.end <= add.start || s.start >= add.end), add].sort((a, b) => a.start - b.start);
}

/** The characters [start, end) of the text block that the page's selection covers, or null. */
function selectedRange(root: HTMLElement | null): { start: number; end: number } | null {
  const sel = window.getSelection();
  if (!root || !sel || sel.isCollapsed || !sel.rangeCount) return null;
  const indexOf = (node: Node | null) => {
    const el = node instanceof Element ? node : node?.parentElement;
    const at = el?.closest<HTMLElement>('[data-i]');
    return at && root.contains(at) ? Number(at.dataset.i) : null;
  };
  const range = sel.getRangeAt(0);
  const a = indexOf(range.startContainer);
  const b = indexOf(range.endContainer);
  if (a === null || b === null) return null;
  // A range ending at offset 0 of a character's node stops before that character.
  const endInside = range.endOffset > 0 || range.endContainer.nodeType !== Node.TEXT_NODE;
  const end = Math.max(a, b) + (endInside ? 1 : 0);
  return end > Math.min(a, b) ? { start: Math.min(a, b), end } : null;
}

/**
 * The entity marking of the current utterance: what the labeller has marked so far (starting from
 * my earlier marking, else the model's), the type keys, and the page's selection turned into an entity.
 */
export function useEntityMarking(item: MarkItemRow | undefined, types: readonly string[]) {
  const textRef = useRef<HTMLDivElement>(null);
  const [spans, setSpans] = useState<Span[]>([]);
  const itemId = item?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new utterance starts from its own marking
  useEffect(() => {
    if (!item) return setSpans([]);
    const mine = spansOfMarking(item.text, item.mine);
    setSpans(item.mine && item.mine !== NOISE ? mine : spansOfMarking(item.text, item.predictions[0]?.label));
  }, [itemId]);
  /** Marks the selected characters as type number `index` (0-based); false when nothing is selected. */
  const markSelection = useCallback(
    (index: number): boolean => {
      const range = selectedRange(textRef.current);
      const type = types[index];
      if (!range || !type) return false;
      setSpans((s) => withSpan(s, { ...range, type }));
      window.getSelection()?.removeAllRanges();
      return true;
    },
    [types],
  );
  const remove = (start: number) => setSpans((s) => s.filter((x) => x.start !== start));
  const marking = item ? formatMarkup(item.text, spans) : '';
  return { textRef, spans, markSelection, remove, marking, clear: () => setSpans([]) };
}

export type EntityMarking = ReturnType<typeof useEntityMarking>;

/**
 * An utterance of an ner task (requirements R4 §3 span labelling): its characters, to select with
 * the mouse; a type key (1–9) or a type button marks the selection; a click on an entity takes it
 * away; Enter confirms the marking (the model's, when it pre-annotated, to begin with).
 */
export function EntityCard({
  item,
  types,
  m,
  onLabel,
  busy,
}: {
  item: MarkItemRow;
  types: readonly string[];
  m: EntityMarking;
  onLabel: (label: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('learnself-marking');
  const { token } = theme.useToken();
  const name = useEntityTypeName();
  const chars = Array.from(item.text);
  const owner = (i: number) => m.spans.find((s) => i >= s.start && i < s.end);
  return (
    <div data-testid="mark-card" data-item={item.id}>
      <Space size={4} wrap style={{ marginBottom: 8 }}>
        <Tag>{t(`source.${item.source}`, { defaultValue: item.source })}</Tag>
        {item.mine && (
          <Tag color="blue" data-testid="mark-mine">
            {item.mine === NOISE ? t('work.mine', { label: t('noise') }) : t('entity.mine')}
          </Tag>
        )}
        {!item.predictions.length && <Tag>{t('work.noPrediction')}</Tag>}
      </Space>
      <div
        ref={m.textRef}
        data-testid="mark-text"
        style={{ fontSize: 28, lineHeight: 1.6, fontWeight: 500, margin: '8px 0 8px', wordBreak: 'break-word' }}
      >
        {chars.map((c, i) => {
          const s = owner(i);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a character's place is its identity
              key={i}
              data-i={i}
              title={s ? t('entity.removeHint', { type: name(s.type) }) : undefined}
              onClick={s ? () => m.remove(s.start) : undefined}
              style={
                s
                  ? {
                      background: token.colorPrimaryBg,
                      borderBottom: `2px solid ${token.colorPrimary}`,
                      cursor: 'pointer',
                    }
                  : undefined
              }
            >
              {c}
            </span>
          );
        })}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('entity.hint')}
      </Typography.Paragraph>
      <Typography.Paragraph data-testid="mark-entities" style={{ marginBottom: 12 }}>
        {m.spans.length ? <EntityText text={item.text} spans={m.spans} /> : t('entity.none')}
      </Typography.Paragraph>
      <div
        data-testid="mark-options"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 }}
      >
        {types.map((type, i) => (
          <Button
            key={type}
            disabled={busy}
            onMouseDown={keepFocus}
            onClick={() => m.markSelection(i)}
            data-testid="mark-option"
            data-label={type}
            style={{ justifyContent: 'flex-start' }}
          >
            <kbd style={{ minWidth: 20, color: token.colorTextSecondary }}>{i < SHORTCUT_OPTIONS ? i + 1 : ''}</kbd>
            {name(type)}
          </Button>
        ))}
      </div>
      <MarkButtons
        item={item}
        busy={busy}
        onConfirm={() => onLabel(m.marking)}
        onLabel={onLabel}
        extra={
          <Button disabled={busy || !m.spans.length} onMouseDown={keepFocus} onClick={m.clear} data-testid="mark-clear">
            {t('entity.clear')}
          </Button>
        }
      />
    </div>
  );
}
