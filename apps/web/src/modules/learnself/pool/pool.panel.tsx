import { deletePool, exportPool, exportPoolStatus, listPool } from '@zhiyu/contract/modules/learnself/pool';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { clusterLink } from '../cluster/cluster.values.ts';
import { poolKeys } from './pool.api.ts';
import { poolColumns } from './pool.columns.tsx';
import { currentPoolFilter } from './pool.filter.ts';
import { ToMarkingButton } from './to-marking.modal.tsx';

/**
 * Pooled utterances (requirements R4 §1): the pooled utterances with their filters, batch delete, the async
 * export of what the filter shows, and send-to-clustering with the filter's source, bot or channel, outcome and
 * time range preset on the clustering page, and the checked rows sent to labelling as a new task.
 */
export default function PoolPanel() {
  const { t } = useTranslation('learnself-data');
  const columns = useMemo(() => poolColumns(t), [t]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = () => currentPoolFilter(columns, params.toString());
  const crud = useCrud({
    list: listPool,
    invalidate: [poolKeys.list()],
    remove: { endpoint: deletePool, body: idsOf },
  });
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={poolKeys.list()}
      list={listPool}
      codes={{ delete: 'learnself.pool.delete-button' }}
      texts={{
        actions: t('actions'),
        deleteConfirm: (row) => t('pool.deleteConfirm', { text: row.text }),
        batchDelete: t('pool.batchDelete'),
        batchDeleteConfirm: (rows) => t('pool.batchDeleteConfirm', { count: rows.length }),
      }}
      toolbarTestId="pool-toolbar"
      toolbarExtra={({ selected, clear }) => (
        <>
          <Can code="learnself.pool.export-button">
            <ExportButton
              action={exportPool.path}
              statusPath={exportPoolStatus.path}
              body={() => ({ filter: filter() })}
            />
          </Can>
          <Can code="learnself.cluster.run-button">
            <Button onClick={() => navigate(clusterLink(filter()))} data-testid="pool-to-cluster">
              {t('pool.toCluster')}
            </Button>
          </Can>
          <ToMarkingButton selected={selected} onSent={clear} />
        </>
      )}
    />
  );
}
