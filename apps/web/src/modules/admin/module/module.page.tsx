import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModuleRow } from '@zhiyu/contract/modules/admin/module';
import { listModules } from '@zhiyu/contract/modules/admin/module';
import { OPTIONAL_MODULES, type OptionalModule } from '@zhiyu/contract/modules/admin/tenant';
import { Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { fetchChannelOptions } from '../channel/channel.api.ts';
import { moduleEnum, orgKeys } from '../org-common/org.ts';
import { fetchModules, saveModules } from './module.api.ts';

/**
 * /aiadmin/module: every tenant with one switch per module; a switch saves that tenant's module set
 * at once. A module switched off leaves the tenant's menus at its users' next sign-in and its calls
 * are refused from their next request.
 */
export default function ModulePage() {
  const { t } = useTranslation('org');
  const qc = useQueryClient();
  const canEdit = useCan('admin.module.edit-button');
  const save = useMutation({
    mutationFn: saveModules,
    onSuccess: async () => {
      notifySuccess();
      await qc.invalidateQueries({ queryKey: orgKeys.all });
    },
  });
  const columns = useMemo<SchemaColumn<ModuleRow>[]>(() => {
    const labels = moduleEnum(t);
    const toggle = (row: ModuleRow, m: OptionalModule, on: boolean) =>
      save.mutate({ tenantId: row.id, modules: on ? [...row.modules, m] : row.modules.filter((x) => x !== m) });
    return [
      { dataIndex: 'name', title: t('moduleScreen.tenant'), in: ['search', 'table'], sorter: true, width: 200 },
      {
        dataIndex: 'channelId',
        title: t('moduleScreen.channel'),
        valueType: 'select',
        request: { load: fetchChannelOptions },
        in: ['search', 'table'],
        render: (_v, row) => row.channelName,
        width: 140,
      },
      {
        dataIndex: 'modules',
        title: t('moduleScreen.module'),
        valueType: 'select',
        valueEnum: labels,
        in: ['search'],
        dataValue: (v) => ({ module: v }),
      },
      ...OPTIONAL_MODULES.map(
        (m): SchemaColumn<ModuleRow> => ({
          dataIndex: 'modules',
          title: labels[m],
          in: ['table'],
          width: 110,
          render: (_v, row) => (
            <Switch
              size="small"
              data-testid={`module-${row.id}-${m}`}
              checked={row.modules.includes(m)}
              disabled={!canEdit || save.isPending}
              onChange={(on) => toggle(row, m, on)}
            />
          ),
        }),
      ),
    ];
  }, [t, canEdit, save]);
  return (
    <PageContainer>
      <SchemaTable columns={columns} queryKey={orgKeys.modules()} list={listModules} request={fetchModules} />
    </PageContainer>
  );
}
