import { FLOW_LIMITS, type FlowIntent } from '@zhiyu/contract/modules/bot/flow';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { TagInput } from '../../../components/tag-input/tag-input.tsx';

/** Longest example utterance the flow document keeps. */
export const EXAMPLE_MAX = 200;

interface Props {
  intent: FlowIntent;
  /** Field id prefix, unique on the page. */
  idPrefix: string;
  duplicate: boolean;
  readOnly: boolean;
  onChange: (patch: Partial<Pick<FlowIntent, 'name' | 'examples' | 'keywords'>>) => void;
}

/**
 * Name, example utterances and keywords of a flow or global intent. Examples and keywords are tag
 * entry (requirements §5): a comma or full-width comma separates them and duplicates are dropped; keywords
 * are cut to 30 characters, examples to the document's 200.
 */
export function IntentFields({ intent, idPrefix, duplicate, readOnly, onChange }: Props) {
  const { t } = useTranslation('botflow');
  const blank = !intent.name.trim();
  return (
    <>
      <Form.Item
        label={t('intent.name')}
        htmlFor={`${idPrefix}-name`}
        required
        validateStatus={blank || duplicate ? 'error' : undefined}
        help={blank ? t('intent.nameRequired') : duplicate ? t('intent.nameTaken') : undefined}
      >
        <Input
          id={`${idPrefix}-name`}
          value={intent.name}
          maxLength={FLOW_LIMITS.name}
          showCount
          disabled={readOnly}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('intent.examples', { n: intent.examples.length, max: FLOW_LIMITS.examples })}
        htmlFor={`${idPrefix}-examples`}
        tooltip={t('intent.examplesHint')}
      >
        <TagInput
          id={`${idPrefix}-examples`}
          value={intent.examples}
          maxTagLength={EXAMPLE_MAX}
          disabled={readOnly}
          placeholder={t('intent.examplesPlaceholder')}
          onChange={(examples) => onChange({ examples: examples.slice(0, FLOW_LIMITS.examples) })}
        />
      </Form.Item>
      <Form.Item
        label={t('intent.keywords', { n: intent.keywords.length })}
        htmlFor={`${idPrefix}-keywords`}
        tooltip={t('intent.keywordsHint')}
      >
        <TagInput
          id={`${idPrefix}-keywords`}
          value={intent.keywords}
          disabled={readOnly}
          placeholder={t('intent.keywordsPlaceholder')}
          onChange={(keywords) => onChange({ keywords: keywords.slice(0, FLOW_LIMITS.examples) })}
        />
      </Form.Item>
    </>
  );
}

/** Names used more than once (compared trimmed), for the duplicate mark. */
export function duplicateNames(intents: readonly Pick<FlowIntent, 'name'>[]): Set<string> {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const i of intents) {
    const n = i.name.trim();
    if (!n) continue;
    if (seen.has(n)) dup.add(n);
    seen.add(n);
  }
  return dup;
}
