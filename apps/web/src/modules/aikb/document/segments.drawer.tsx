import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@zhiyu/contract/list';
import type { DocumentRow, SegmentRow } from '@zhiyu/contract/modules/aikb/document';
import { Button, Drawer, Input, Select, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/schema/list-pagination.tsx';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';
import { Can, useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { documentKeys, fetchSegments, saveSegment, switchSegments } from './document.api.ts';
import { SegmentCell } from './segment.cell.tsx';

type State = 'all' | '1' | '0';

/** A document's segments in a 900 px drawer (requirements §9): keyword search, inline edit, enable/disable. */
export function SegmentsDrawer({ document, onClose }: { document?: DocumentRow; onClose: () => void }) {
  const { t } = useTranslation('aikb-document');
  return (
    <Drawer
      open={!!document}
      width={DRAWER_WIDTH}
      title={document ? t('segmentsOf', { name: document.name }) : ''}
      onClose={onClose}
      destroyOnHidden
    >
      {document && <Segments documentId={document.id} />}
    </Drawer>
  );
}

function Segments({ documentId }: { documentId: string }) {
  const { t } = useTranslation('aikb-document');
  const qc = useQueryClient();
  const canSwitch = useCan('aikb.document.segmentStatus-button');
  const [page, setPage] = useState({ pageNum: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<State>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const query = {
    documentId,
    ...page,
    ...(keyword ? { keyword } : {}),
    ...(state === 'all' ? {} : { enabled: Number(state) as 0 | 1 }),
  };
  const list = useQuery({
    queryKey: [...documentKeys.segments(documentId), query],
    queryFn: () => fetchSegments(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: documentKeys.segments(documentId) });
  const toggle = useMutation({
    mutationFn: ({ ids, enabled }: { ids: string[]; enabled: 0 | 1 }) => switchSegments(ids, enabled),
    onSuccess: () => {
      notifySuccess();
      setSelected([]);
      return refresh();
    },
  });
  const save = (id: string, text: string) =>
    saveSegment(id, text).then(async () => {
      notifySuccess();
      setEditing(null);
      await refresh();
    });
  const firstPage = () => setPage((p) => ({ ...p, pageNum: FIRST_PAGE }));
  const columns: ColumnsType<SegmentRow> = [
    { key: 'seq', dataIndex: 'seq', title: t('seq'), width: 70 },
    {
      key: 'text',
      dataIndex: 'text',
      title: t('text'),
      render: (_: unknown, row) => (
        <SegmentCell
          key={`${row.id}:${row.updatedAt}`}
          row={row}
          editing={editing === row.id}
          onSave={(text) => save(row.id, text)}
          onCancel={() => setEditing(null)}
        />
      ),
    },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('enabled'),
      width: 90,
      render: (v: 0 | 1, row) =>
        canSwitch ? (
          <Switch
            size="small"
            checked={v === 1}
            loading={toggle.isPending && toggle.variables?.ids.includes(row.id)}
            onChange={(on) => toggle.mutate({ ids: [row.id], enabled: on ? 1 : 0 })}
            aria-label={t('enabled')}
          />
        ) : (
          <Tag color={v ? 'success' : 'default'}>{v ? t('on') : t('off')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 80,
      render: (_: unknown, row) => (
        <Can code="aikb.document.segmentEdit-button">
          <Button type="link" size="small" disabled={editing === row.id} onClick={() => setEditing(row.id)}>
            {t('edit')}
          </Button>
        </Can>
      ),
    },
  ];
  return (
    <div data-testid="segments">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('keywordPlaceholder')}
          maxLength={100}
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            firstPage();
          }}
        />
        <Select<State>
          value={state}
          style={{ width: 120 }}
          onChange={(v) => {
            setState(v);
            firstPage();
          }}
          options={[
            { value: 'all', label: t('stateAll') },
            { value: '1', label: t('on') },
            { value: '0', label: t('off') },
          ]}
        />
        <Can code="aikb.document.segmentStatus-button">
          <Button disabled={!selected.length} onClick={() => toggle.mutate({ ids: selected, enabled: 1 })}>
            {t('enableSelected')}
          </Button>
          <Button disabled={!selected.length} onClick={() => toggle.mutate({ ids: selected, enabled: 0 })}>
            {t('disableSelected')}
          </Button>
        </Can>
      </Space>
      <Table<SegmentRow>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        pagination={false}
        rowSelection={
          canSwitch ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined
        }
      />
      <ListPagination
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </div>
  );
}
