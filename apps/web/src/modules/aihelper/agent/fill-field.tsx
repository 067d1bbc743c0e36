import { CheckOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { type CustomFieldRow, type FillValue, setFillValue } from '@zhiyu/contract/modules/aihelper/field';
import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { Button, Flex, Input, Select, Tag, Tooltip, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/request/call.ts';
import { lineOf, mmss } from './desk.api.ts';
import { useRefreshConversation } from './use-conversation.ts';

/** The line a value came from, the value marked in it when it is there as said. */
function Marked({ text, value }: { text: string; value: string }) {
  const at = value ? text.indexOf(value) : -1;
  if (at < 0) return <q>{text}</q>;
  return (
    <q>
      {text.slice(0, at)}
      <mark style={{ padding: 0 }}>{value}</mark>
      {text.slice(at + value.length)}
    </q>
  );
}

/**
 * One field of the form: its value as found in the call (or as the agent set it), the line it was
 * found in, and a confirm button. The agent may type over it first; confirming sends what the box
 * holds, checked by the server against the field's type. A confirmed value is no longer changed
 * by later lines.
 */
export function FillField({
  conv,
  field,
  fill,
}: {
  conv: AgentConversation;
  field: CustomFieldRow;
  fill: FillValue | undefined;
}) {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  const refresh = useRefreshConversation();
  // null: the agent has not typed, and the box follows what the call says.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? fill?.value ?? '';
  const save = useMutation({
    mutationFn: (v: string) => call(setFillValue, { body: { conversationId: conv.id, fieldId: field.id, value: v } }),
    onSuccess: async () => {
      await refresh();
      setDraft(null);
    },
  });
  const source = fill && !(draft !== null && draft !== fill.value) ? lineOf(conv, fill.utteranceId) : undefined;
  const untouched = draft === null || draft === fill?.value;
  const canConfirm = !(fill?.confirmed && untouched) && (value.trim() !== '' || !!fill);
  const confirm = () => canConfirm && save.mutate(value.trim());
  const inputId = `desk-fill-${field.id}`;
  return (
    <div data-testid="fill-field" data-field={field.name} data-confirmed={!!fill?.confirmed}>
      <Flex align="center" gap={6} wrap style={{ marginBottom: 4 }}>
        <label htmlFor={inputId} style={{ fontWeight: 500 }}>
          {field.required && (
            <span style={{ color: token.colorError, marginInlineEnd: 2 }} title={t('fill.required')}>
              *
            </span>
          )}
          {field.name}
        </label>
        {fill?.confirmed ? (
          <Tag color="success" style={{ margin: 0 }} data-testid="fill-confirmed">
            {t('fill.confirmed')}
          </Tag>
        ) : fill ? (
          <Tag color="processing" style={{ margin: 0 }}>
            {t('fill.found')}
          </Tag>
        ) : null}
      </Flex>
      <Flex gap={6}>
        {field.type === 'select' ? (
          <Select
            id={inputId}
            value={value || undefined}
            placeholder={t('fill.pick')}
            options={field.options.map((o) => ({ value: o.label, label: o.label }))}
            onChange={(v: string) => setDraft(v)}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="fill-input"
          />
        ) : (
          <Input
            id={inputId}
            value={value}
            placeholder={t(field.extraction === 'none' ? 'fill.type' : 'fill.waiting')}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={confirm}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="fill-input"
          />
        )}
        <Tooltip title={t('fill.confirm')}>
          <Button
            type={canConfirm && fill && !fill.confirmed ? 'primary' : 'default'}
            icon={<CheckOutlined />}
            aria-label={t('fill.confirm')}
            disabled={!canConfirm}
            loading={save.isPending}
            onClick={confirm}
            data-testid="fill-confirm"
          />
        </Tooltip>
      </Flex>
      {source && (
        <Typography.Text
          type="secondary"
          data-testid="fill-source"
          style={{
            display: 'block',
            marginTop: 4,
            fontSize: token.fontSizeSM,
            borderLeft: `3px solid ${token.colorWarningBorder}`,
            paddingLeft: 6,
          }}
        >
          {t('fill.source', { time: mmss(source.startMs) })}
          <Marked text={source.text} value={fill?.value ?? ''} />
        </Typography.Text>
      )}
      {fill && !fill.utteranceId && fill.confirmed && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: token.fontSizeSM }}>
          {t('fill.typed')}
        </Typography.Text>
      )}
    </div>
  );
}
