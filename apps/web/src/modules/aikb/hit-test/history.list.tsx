import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HitTestResult } from '@zhiyu/contract/modules/aikb/hit-test';
import { Button, Empty, Input, Pagination, Popconfirm, Spin, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_FORMAT } from '../../../components/schema/value-types/date.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { deleteQuestions, fetchHistory, hitTestKeys } from './hit-test.api.ts';
import { formatScore, OUTCOME_COLORS } from './hit-test.format.ts';

const PAGE_SIZE = 10;
/** A button drawn as plain content: the whole row's text is the click target. */
const BARE = { border: 0, background: 'transparent', cursor: 'pointer', font: 'inherit', color: 'inherit' } as const;

interface Props {
  selectedId: string | undefined;
  onSelect: (row: HitTestResult) => void;
  onDeleted: (id: string) => void;
}

/** The questions asked in this app, newest first, searchable; a row shows its stored result. */
export function HistoryList({ selectedId, onSelect, onDeleted }: Props) {
  const { t } = useTranslation('aikb-test');
  const { token } = theme.useToken();
  const qc = useQueryClient();
  const [question, setQuestion] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: hitTestKeys.history(question, page, PAGE_SIZE),
    queryFn: () => fetchHistory(question, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteQuestions([id]),
    onSuccess: async (_r, id) => {
      notifySuccess();
      onDeleted(id);
      await qc.invalidateQueries({ queryKey: [...hitTestKeys.all, 'history'] });
    },
  });
  const rows = data?.list ?? [];
  return (
    <div data-testid="hit-history">
      <Input.Search
        allowClear
        placeholder={t('history.search')}
        onSearch={(v) => {
          setQuestion(v.trim());
          setPage(1);
        }}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={isFetching}>
        {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />}
        {rows.map((r) => (
          <div
            key={r.id}
            data-testid="hit-history-row"
            data-id={r.id}
            style={{
              display: 'flex',
              alignItems: 'flex-start',
              marginBottom: 6,
              borderRadius: token.borderRadius,
              border: `1px solid ${r.id === selectedId ? token.colorPrimary : token.colorBorderSecondary}`,
              background: r.id === selectedId ? token.colorPrimaryBg : token.colorBgContainer,
            }}
          >
            <button
              type="button"
              onClick={() => onSelect(r)}
              style={{ flex: 1, minWidth: 0, padding: '8px 10px', textAlign: 'start', ...BARE }}
            >
              <Typography.Text ellipsis={{ tooltip: r.question }} style={{ display: 'block' }}>
                {r.question}
              </Typography.Text>
              <span style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 6, marginTop: 4 }}>
                <Tag color={OUTCOME_COLORS[r.answer.kind]} style={{ marginInlineEnd: 0 }}>
                  {t(`outcome.${r.answer.kind}`)}
                </Tag>
                {r.rerunOf && <Tag style={{ marginInlineEnd: 0 }}>{t('history.rerun')}</Tag>}
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                  {dayjs(r.askedAt).format(TIME_FORMAT)}
                  {r.hits[0] ? ` · ${formatScore(r.hits[0].score)}` : ''}
                </Typography.Text>
              </span>
            </button>
            <Can code="aikb.hitTest.delete-button">
              <Popconfirm title={t('history.deleteConfirm')} onConfirm={() => remove.mutate(r.id)}>
                <Button type="link" size="small" danger style={{ marginTop: 6 }} data-testid="hit-history-delete">
                  {t('history.delete')}
                </Button>
              </Popconfirm>
            </Can>
          </div>
        ))}
      </Spin>
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          onChange={setPage}
          style={{ marginTop: 8, textAlign: 'center' }}
        />
      )}
    </div>
  );
}
