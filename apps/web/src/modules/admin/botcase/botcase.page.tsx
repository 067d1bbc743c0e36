import { createBotCase, deleteBotCases, listBotCases, updateBotCase } from '@zhiyu/contract/modules/admin/botcase';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { AuditLink } from '../audit/audit-link.tsx';
import { botCaseKeys } from './botcase.api.ts';
import { botCaseColumns } from './botcase.columns.tsx';

/** The fields a case is saved with (the cascader already gave `tradeId`). */
function body(v: Record<string, unknown>) {
  return {
    name: String(v.name ?? ''),
    tradeId: String(v.tradeId ?? ''),
    botId: String(v.botId ?? ''),
    description: typeof v.description === 'string' ? v.description : '',
    sort: typeof v.sort === 'number' ? v.sort : 0,
    status: (v.status === 0 ? 0 : 1) as 0 | 1,
  };
}

/** /aiadmin/operating/botcase — showcase bots the operator curates; tenants read the enabled ones. */
export default function BotCasePage() {
  const { t } = useTranslation('brand');
  const columns = useMemo(() => botCaseColumns(t), [t]);
  const crud = useCrud({
    list: listBotCases,
    invalidate: [botCaseKeys.all],
    create: { endpoint: createBotCase, body },
    update: { endpoint: updateBotCase, body: withId(body) },
    remove: { endpoint: deleteBotCases, body: idsOf },
  });
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={botCaseKeys.list()}
        list={listBotCases}
        codes={crudCodes('admin.botcase')}
        texts={{
          add: t('botcase.add'),
          edit: t('botcase.edit'),
          actions: t('actions'),
          editAction: t('edit'),
          deleteConfirm: (row) => t('botcase.deleteConfirm', { name: row.name }),
          batchDelete: t('batchDelete'),
          batchDeleteConfirm: (rows) => t('botcase.batchDeleteConfirm', { count: rows.length }),
        }}
        actionsWidth={140}
        toolbarTestId="botcase-toolbar"
        toolbarLead={<AuditLink entity="botcase" />}
      />
    </PageContainer>
  );
}
