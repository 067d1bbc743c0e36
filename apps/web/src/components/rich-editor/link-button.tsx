import type { Editor } from '@tiptap/react';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLinkPrefix } from './link.ts';

/** Links the selection (or the link around the cursor) to `raw` after the requirements §5 prefix rule. */
export function applyLink(editor: Editor, raw: string) {
  const href = withLinkPrefix(raw);
  const c = editor.chain().focus().extendMarkRange('link');
  (href ? c.setLink({ href }) : c.unsetLink()).run();
}

/** Link group: an address field in a popover; an empty address removes the link. */
export function LinkButton({ editor, disabled, icon }: { editor: Editor; disabled: boolean; icon: ReactNode }) {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const apply = () => {
    applyLink(editor, url);
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    if (next) setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
    setOpen(next);
  };
  const form = (
    <Space.Compact>
      <Input
        autoFocus
        value={url}
        placeholder={t('link.placeholder')}
        aria-label={t('link.address')}
        onChange={(e) => setUrl(e.target.value)}
        onPressEnter={apply}
        style={{ width: 240 }}
      />
      <Button type="primary" onClick={apply}>
        {t('link.ok')}
      </Button>
    </Space.Compact>
  );
  return (
    <Popover content={form} trigger="click" open={open} onOpenChange={onOpenChange}>
      <Tooltip title={t('toolbar.link')}>
        <Button
          size="small"
          type="text"
          icon={icon}
          aria-label={t('toolbar.link')}
          data-group="link"
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
