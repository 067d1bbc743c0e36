import { splitTags, TAG_COUNTER_MAX, TAG_MAX_LENGTH } from '@zhiyu/contract/rules/tags';
import { Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TagInputProps {
  /** The tags (already split, de-duplicated and cut). */
  value?: string[];
  onChange?: (tags: string[]) => void;
  /** Longest tag kept, default 30 (requirements §9). */
  maxTagLength?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Tag entry (requirements §5): items typed with a comma or a full-width comma between them; duplicates are
 * removed and each item is cut to 30 characters. The box counts characters up to 5000; the tags
 * as they will be saved show below it.
 */
export function TagInput({ value, onChange, maxTagLength = TAG_MAX_LENGTH, placeholder, disabled, id }: TagInputProps) {
  const { t } = useTranslation('inputs');
  const [text, setText] = useState(() => (value ?? []).join(','));
  const tags = splitTags(text, maxTagLength);
  // A value set from outside (form reset, edit of another row) replaces the text being typed.
  const shown = value === undefined || same(value, tags) ? text : value.join(',');
  if (shown !== text) setText(shown);
  return (
    <div>
      <Input.TextArea
        id={id}
        value={shown}
        disabled={disabled}
        rows={3}
        showCount
        maxLength={TAG_COUNTER_MAX}
        placeholder={placeholder ?? t('tagPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          const next = splitTags(e.target.value, maxTagLength);
          if (!same(next, tags)) onChange?.(next);
        }}
      />
      {tags.length > 0 && (
        <div data-testid="tag-preview" style={{ marginTop: 24, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </div>
      )}
    </div>
  );
}
