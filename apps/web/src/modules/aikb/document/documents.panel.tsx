import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@zhiyu/contract/list';
import type { DocumentRow } from '@zhiyu/contract/modules/aikb/document';
import { Button, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { ListPagination } from '../../../components/schema/list-pagination.tsx';
import { TIME_FORMAT } from '../../../components/schema/value-types/date.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { documentKeys, fetchDocuments, removeDocuments, sendDocument } from './document.api.ts';
import { formatSize } from './document.format.ts';
import { DocumentUpload } from './document.upload.tsx';
import { SegmentsDrawer } from './segments.drawer.tsx';

const STATUS_COLOR = { 0: 'processing', 1: 'success', 2: 'error' } as const;

/**
 * The documents of one library (a tab of the library screen): upload, list, delete, and each
 * document's segments in a drawer. The screen's own list keeps the address's list state, so this
 * list keeps its page and name filter in component state.
 */
export function DocumentsPanel({ libraryId }: { libraryId: string }) {
  const { t } = useTranslation('aikb-document');
  const editDelete = useEditDelete();
  const qc = useQueryClient();
  const [page, setPage] = useState({ pageNum: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [name, setName] = useState('');
  const [open, setOpen] = useState<DocumentRow | undefined>();
  const query = { libraryId, ...page, ...(name ? { name } : {}) };
  const list = useQuery({
    queryKey: [...documentKeys.list(libraryId), query],
    queryFn: () => fetchDocuments(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: documentKeys.all });
  const remove = useMutation({
    mutationFn: removeDocuments,
    onSuccess: () => {
      notifySuccess();
      return refresh();
    },
  });
  const upload = (file: File, onProgress: (p: number) => void) =>
    sendDocument(libraryId, file, onProgress).then(async (doc) => {
      notifySuccess(t('uploaded', { name: doc.name, n: doc.segmentCount }));
      await refresh();
    });
  const columns: ColumnsType<DocumentRow> = [
    { key: 'name', dataIndex: 'name', title: t('name'), ellipsis: true },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('type'),
      width: 90,
      render: (v: string) => <Tag>{v.toUpperCase()}</Tag>,
    },
    { key: 'size', dataIndex: 'size', title: t('size'), width: 110, render: (v: number) => formatSize(v) },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 110,
      render: (v: 0 | 1 | 2, row) => (
        <Tag color={STATUS_COLOR[v]} title={row.error || undefined}>
          {t(`status.${v}`)}
        </Tag>
      ),
    },
    { key: 'segmentCount', dataIndex: 'segmentCount', title: t('segmentCount'), width: 100 },
    { key: 'creator', dataIndex: 'creator', title: t('creator'), width: 120 },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('createdAt'),
      width: 180,
      render: (v: number) => dayjs(v).format(TIME_FORMAT),
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 160,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Can code="aikb.document.segments-button">
            <Button type="link" size="small" onClick={() => setOpen(row)}>
              {t('segments')}
            </Button>
          </Can>
          <RowActions
            actions={editDelete({
              remove: {
                code: 'aikb.document.delete-button',
                confirm: t('deleteConfirm', { name: row.name }),
                onClick: () => remove.mutateAsync([row.id]),
              },
            })}
          />
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="documents-panel">
      <Space wrap style={{ marginBottom: 12 }}>
        <Can code="aikb.document.upload-button">
          <DocumentUpload upload={upload} />
        </Can>
        <Input.Search
          allowClear
          placeholder={t('namePlaceholder')}
          maxLength={100}
          style={{ width: 260 }}
          onSearch={(v) => {
            setName(v.trim());
            setPage((p) => ({ ...p, pageNum: FIRST_PAGE }));
          }}
        />
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('hint')}</span>
      </Space>
      <Table<DocumentRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <ListPagination
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <SegmentsDrawer document={open} onClose={() => setOpen(undefined)} />
    </div>
  );
}
