import { useQuery } from '@tanstack/react-query';
import {
  createSmsTemplate,
  deleteSmsTemplates,
  listSmsTemplates,
  updateSmsTemplate,
} from '@zhiyu/contract/modules/aicall/sms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { fetchVariables, settingKeys } from './settings.api.ts';
import { smsColumns } from './sms.columns.tsx';

type Values = Record<string, unknown>;
const bodyOf = (v: Values) => ({
  name: String(v.name ?? ''),
  content: String(v.content ?? ''),
  status: (v.status ?? 1) as 0 | 1,
});

/** SMS templates: search, create/edit with variables, enable/disable, delete. */
export default function SmsTemplatePanel() {
  const { t } = useTranslation('callset');
  const vars = useQuery({ queryKey: settingKeys.smsVariables, queryFn: fetchVariables });
  const columns = useMemo(() => smsColumns(t, vars.data ?? []), [t, vars.data]);
  const crud = useCrud({
    list: listSmsTemplates,
    invalidate: [settingKeys.sms],
    create: { endpoint: createSmsTemplate, body: bodyOf },
    update: { endpoint: updateSmsTemplate, body: withId(bodyOf) },
    remove: { endpoint: deleteSmsTemplates, body: idsOf },
  });
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={[...settingKeys.sms, 'list']}
      list={listSmsTemplates}
      codes={crudCodes('aicall.sms')}
      texts={{
        add: t('sms.add'),
        edit: t('sms.edit'),
        actions: t('actions'),
        editAction: t('edit'),
        deleteAction: t('delete'),
        deleteConfirm: (row) => t('sms.deleteConfirm', { name: row.name }),
      }}
      actionsWidth={140}
      formWidth={680}
    />
  );
}
