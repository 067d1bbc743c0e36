import { useQuery } from '@tanstack/react-query';
import { accessCodes } from '@zhiyu/contract/endpoint';
import { listSmsTemplates } from '@zhiyu/contract/modules/aicall/sms';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/request/call.ts';
import { getJson } from '../../../platform/session/storage.ts';

interface Props {
  id?: string;
  value: string | null;
  disabled?: boolean;
  onChange: (templateId: string | null) => void;
}

const TEMPLATE_ID_MAX = 64;

/** The app's SMS templates (the first 100 by name; the select searches them by name). */
const smsTemplates = () =>
  call(listSmsTemplates, {
    query: { pageNum: 1, pageSize: 100, sortField: 'name', sortOrder: 'ASC' },
    silent: true,
  });

/**
 * The SMS template an sms node sends: a select over the app's templates (SMS template screen) for a
 * user allowed to list them, otherwise — or when the list cannot be read — the template id typed in.
 * A template id the list no longer has still shows, so a deleted template is visible, not lost.
 */
export function TemplateField({ id, value, disabled, onChange }: Props) {
  const { t } = useTranslation('botflow');
  const granted = getJson<string[]>(STORAGE_KEYS.apiWhiteList, []);
  const allowed = accessCodes(listSmsTemplates.access).some((c) => granted.includes(c));
  const q = useQuery({ queryKey: ['aicall', 'sms', 'picker'], queryFn: smsTemplates, enabled: allowed });
  if (!allowed || q.isError) {
    return (
      <Input
        id={id}
        value={value ?? ''}
        disabled={disabled}
        maxLength={TEMPLATE_ID_MAX}
        placeholder={t('node.templatePlaceholder')}
        onChange={(e) => onChange(e.target.value.trim() ? e.target.value : null)}
      />
    );
  }
  const rows = q.data?.list ?? [];
  const options = rows.map((r) => ({
    value: r.id,
    label: r.name,
    title: r.content,
    render: (
      <span>
        {r.name} {r.status === 0 && <Tag>{t('node.templateDisabled')}</Tag>}
      </span>
    ),
  }));
  if (value && !rows.some((r) => r.id === value)) {
    options.push({ value, label: t('node.templateMissing', { id: value }), title: '', render: <span>{value}</span> });
  }
  return (
    <Select
      id={id}
      data-testid="node-template"
      value={value ?? undefined}
      disabled={disabled}
      loading={q.isLoading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('node.templatePick')}
      notFoundContent={t('node.noTemplates')}
      options={options}
      optionRender={(o) => o.data.render}
      onChange={(v?: string) => onChange(v ?? null)}
    />
  );
}
