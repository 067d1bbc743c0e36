import { Typography } from 'antd';
// This wrapper is small: tiptap itself loads only when an editor renders (bundle budgets).
import { RichEditor } from '../../rich-editor/lazy.tsx';
import type { ValueTypeDef } from '../types.ts';

/** The table shows rich text as plain text, never as markup. */
export function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** richtext: the rich editor (HTML, sanitised by the server); `media` hides image, video and link. */
export const richtext: ValueTypeDef = {
  Editor: ({ col, mode, value, onChange, disabled, id }) => (
    <RichEditor
      id={id}
      value={value as string | undefined}
      onChange={onChange}
      disabled={disabled}
      media={col.media}
      placeholder={col.placeholder}
      height={mode === 'modal' ? 160 : 200}
    />
  ),
  Cell: ({ value }) => {
    const s = typeof value === 'string' ? plainText(value) : '';
    return s ? <Typography.Text ellipsis={{ tooltip: s }}>{s}</Typography.Text> : '-';
  },
};
