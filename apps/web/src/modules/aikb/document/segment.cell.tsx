import { SEGMENT_EDIT_MAX, type SegmentRow } from '@zhiyu/contract/modules/aikb/document';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A segment's heading path and text; in edit mode a text area (1..2000 characters; left empty, the
 * requirements §5 default required message) with save and cancel. `onSave` resolves when the server has it.
 */
export function SegmentCell({
  row,
  editing,
  onSave,
  onCancel,
}: {
  row: SegmentRow;
  editing: boolean;
  onSave: (text: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('aikb-document');
  const [text, setText] = useState(row.text);
  const [saving, setSaving] = useState(false);
  const empty = text.trim() === '';
  const path = row.titlePath ? (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {row.titlePath}
    </Typography.Text>
  ) : null;
  if (!editing)
    return (
      <div data-testid="segment-text">
        {path}
        <div style={{ whiteSpace: 'pre-wrap', opacity: row.enabled ? 1 : 0.45 }}>{row.text}</div>
      </div>
    );
  return (
    <div data-testid="segment-editor">
      {path}
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={SEGMENT_EDIT_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 12 }}
        status={empty ? 'error' : undefined}
      />
      {empty && (
        <Typography.Text type="danger" style={{ display: 'block' }}>
          {t('textRequired')}
        </Typography.Text>
      )}
      <Space style={{ marginTop: 8 }}>
        <Button
          type="primary"
          size="small"
          disabled={empty}
          loading={saving}
          onClick={() => {
            setSaving(true);
            onSave(text.trim()).finally(() => setSaving(false));
          }}
        >
          {t('save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Space>
    </div>
  );
}
