import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/crud/paged-table.tsx';
import { usePageParams } from '../../../platform/list/paging.ts';
import { loginLogColumns } from './login-logs.columns.tsx';
import { fetchLoginLogs, userKeys } from './setting.api.ts';

/** The caller's recent sign-ins, newest first; page and size live in the URL. */
export default function LoginLogsTable() {
  const { t } = useTranslation('admin');
  const { page, size, setPage } = usePageParams();
  const q = useQuery({
    queryKey: userKeys.loginLogs(page, size),
    queryFn: () => fetchLoginLogs(page, size),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedTable
      rowKey="id"
      size="middle"
      loading={q.isFetching}
      columns={loginLogColumns(t)}
      dataSource={q.data?.list ?? []}
      paging={{ pageNum: page, pageSize: size, total: q.data?.total ?? 0, onChange: setPage }}
      scroll={{ x: 900 }}
    />
  );
}
