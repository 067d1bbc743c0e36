import { Input, Space, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import type { EditorProps, ValueTypeDef } from '../types.ts';
import { templateProblem } from './template-rules.ts';

function TemplateEditor({ col, mode, value, onChange, disabled, id }: EditorProps) {
  const { t } = useTranslation('table');
  const box = useRef<TextAreaRef>(null);
  const text = (value as string | undefined) ?? '';
  // Clicking a variable inserts `{name}` where the caret is, so nobody has to type braces.
  const insert = (name: string) => {
    const el = box.current?.resizableTextArea?.textArea;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    onChange?.(`${text.slice(0, at)}{${name}}${text.slice(end)}`);
  };
  if (mode === 'search') return <Input id={id} value={text} onChange={(e) => onChange?.(e.target.value)} allowClear />;
  return (
    <div>
      <Input.TextArea
        ref={box}
        id={id}
        value={text}
        onChange={(e) => onChange?.(e.target.value)}
        disabled={disabled}
        placeholder={col.placeholder}
        maxLength={col.maxlength}
        showCount={!!col.maxlength}
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
      {!!col.variables?.length && (
        <Space size={4} wrap style={{ marginTop: 6 }}>
          <Typography.Text type="secondary">{t('template.insert')}</Typography.Text>
          {col.variables.map((v) => (
            <Tag key={v} color="blue" style={{ cursor: 'pointer' }} onClick={() => !disabled && insert(v)}>
              {`{${v}}`}
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}

/**
 * template: a text with {placeholders}, edited in a text area with the allowed variables offered
 * as chips; braces must pair and every placeholder must be one of `variables`.
 */
export const template: ValueTypeDef = {
  Editor: TemplateEditor,
  item: (col, mode) =>
    mode === 'search'
      ? {}
      : {
          rules: [
            {
              validator: (_r: unknown, v: unknown) => {
                const p = typeof v === 'string' ? templateProblem(v, col.variables) : null;
                if (!p) return Promise.resolve();
                const names = p.key === 'unknown' ? p.names.map((n) => `{${n}}`).join(', ') : '';
                return Promise.reject(new Error(i18n.t(`table:template.${p.key}`, { names })));
              },
            },
          ],
        },
  Cell: ({ value }) => (typeof value === 'string' && value ? value : '-'),
};
