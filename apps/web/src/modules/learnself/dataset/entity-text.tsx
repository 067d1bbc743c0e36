import { entityTypeName, formatMarkup, type Span } from '@zhiyu/contract/modules/learnself/entities';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Colours of entity types in turn (a type keeps its colour on one screen: the order of its name). */
const COLOURS = ['#e6f4ff', '#f6ffed', '#fff7e6', '#f9f0ff', '#fff0f6', '#e6fffb', '#fcffe6', '#f0f5ff'];
const BORDERS = ['#91caff', '#b7eb8f', '#ffd591', '#d3adf7', '#ffadd2', '#87e8de', '#eaff8f', '#adc6ff'];

function colourOf(type: string): number {
  let h = 0;
  for (const ch of type) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % COLOURS.length;
}

/** The language an entity type's name is shown in. */
export function useEntityTypeName(): (type: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  return (type) => entityTypeName(type, lang);
}

/** The utterance marked up as it is typed (`[text](type)`), the types named in the user's language. */
export function useMarkedText(): (text: string, spans: Span[]) => string {
  const name = useEntityTypeName();
  return (text, spans) => formatMarkup(text, spans, name);
}

/**
 * An utterance with its entities highlighted: each entity is shaded by its type, with the type's
 * name after it in small print and on hover (requirements R4: entities shown in datasets and in
 * inspection).
 */
export function EntityText({ text, spans }: { text: string; spans: Span[] }) {
  const name = useEntityTypeName();
  const chars = Array.from(text);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start > at) parts.push(chars.slice(at, s.start).join(''));
    const c = colourOf(s.type);
    parts.push(
      <Tooltip key={`${s.start}-${s.end}`} title={name(s.type)}>
        <span
          data-testid="entity"
          data-type={s.type}
          style={{
            background: COLOURS[c],
            border: `1px solid ${BORDERS[c]}`,
            borderRadius: 4,
            padding: '0 3px',
            margin: '0 1px',
          }}
        >
          {chars.slice(s.start, s.end).join('')}
          <sub style={{ marginInlineStart: 3, fontSize: 10, color: 'rgba(0,0,0,0.55)' }}>{name(s.type)}</sub>
        </span>
      </Tooltip>,
    );
    at = s.end;
  }
  if (at < chars.length) parts.push(chars.slice(at).join(''));
  return <span data-testid="entity-text">{parts}</span>;
}
