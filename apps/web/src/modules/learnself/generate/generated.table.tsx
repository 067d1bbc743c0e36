import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIMILAR_MAX_COUNT } from '@zhiyu/contract/modules/aikb/knowledge';
import { Alert, Button, Space, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { toastError } from '../../../platform/request/toast.ts';
import { datasetKeys } from '../dataset/dataset.api.ts';
import { addToIntent, addToKnowledge, generateKeys } from './generate.api.ts';
import { highlight } from './generate.data.ts';
import type { Generated } from './generate.form.tsx';

interface Row {
  key: string;
  text: string;
}

/** A generated question with what differs from the sentence it varies marked. */
export function Highlighted({ text, original }: { text: string; original: string }) {
  const { token } = theme.useToken();
  return (
    <span data-testid="generated-text">
      {highlight(text, original).map((s, i) =>
        s.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of one fixed string, never reordered
          <mark key={i} style={{ background: token.colorWarningBorder, color: 'inherit', padding: 0 }}>
            {s.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{s.text}</span>
        ),
      )}
    </span>
  );
}

/**
 * The generated questions (requirements R4 §6), what differs from the original marked, accepted one
 * by one or the checked ones together into the intent (the dataset's ordinary add, source
 * "generated") or into the knowledge item's similar questions. An accepted question stays listed,
 * marked so, and cannot be picked again. Mounted afresh for each generation.
 */
export function GeneratedTable({ result }: { result: Generated }) {
  const { t } = useTranslation('learnself-tools');
  const qc = useQueryClient();
  const [picked, setPicked] = useState<Key[]>([]);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const target = result.target;
  const accept = useMutation({
    mutationFn: async (texts: string[]) => {
      if (target.kind === 'intent') {
        const r = await addToIntent(target.datasetId, target.label, texts);
        notifySuccess(t('accept.intentDone', { added: r.added, skipped: r.skipped, label: target.label }));
        await qc.invalidateQueries({ queryKey: datasetKeys.all });
        return texts;
      }
      const r = await addToKnowledge(target.itemId, texts);
      if (r.over > 0) {
        toastError(t('accept.tooMany', { max: SIMILAR_MAX_COUNT, room: Math.max(0, r.added - r.over) }));
        return [];
      }
      notifySuccess(
        r.saved ? t('accept.knowledgeDone', { added: r.added, skipped: r.skipped }) : t('accept.nothingNew'),
      );
      await qc.invalidateQueries({ queryKey: generateKeys.item(target.itemId) });
      return texts;
    },
    onSuccess: (texts) => {
      if (!texts.length) return;
      setAccepted((prev) => new Set([...prev, ...texts]));
      setPicked((prev) => prev.filter((k) => !texts.includes(String(k))));
    },
  });
  const code = target.kind === 'intent' ? 'learnself.dataset.items-button' : 'aikb.knowledge.edit-button';
  const rows: Row[] = result.questions.map((text) => ({ key: text, text }));
  const columns: ColumnsType<Row> = [
    { key: 'n', title: '#', width: 56, render: (_v, _r, i) => i + 1 },
    {
      key: 'text',
      title: t('result.question'),
      render: (_v, r) => <Highlighted text={r.text} original={result.text} />,
    },
    {
      key: 'state',
      title: t('result.state'),
      width: 110,
      render: (_v, r) =>
        accepted.has(r.text) ? (
          <Tag color="success" data-testid="generated-accepted">
            {t('result.accepted')}
          </Tag>
        ) : (
          <Tag>{t('result.new')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 100,
      render: (_v, r) => (
        <RowActions
          actions={[
            {
              key: 'accept',
              label: t('result.accept'),
              code,
              disabled: accepted.has(r.text) || accept.isPending,
              testId: 'generated-accept',
              onClick: () => accept.mutate([r.text]),
            },
          ]}
        />
      ),
    },
  ];
  const into =
    target.kind === 'intent'
      ? t('result.intoIntent', { dataset: target.datasetName, label: target.label })
      : t('result.intoKnowledge', { question: target.question });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="generated">
      <Alert
        type={result.generator === 'llm' ? 'success' : 'info'}
        showIcon
        data-testid="generated-by"
        title={result.generator === 'llm' ? t('result.llm', { engine: result.engine }) : t('result.builtin')}
        description={[
          t(target.kind === 'intent' ? 'result.counts' : 'result.countsKnowledge', {
            count: result.questions.length,
            dropped: result.dropped,
          }),
          result.known ? t('result.known', { count: result.known }) : '',
        ].join(' ')}
      />
      <Space wrap>
        <Can code={code}>
          <Button
            type="primary"
            disabled={!picked.length}
            loading={accept.isPending}
            onClick={() => accept.mutate(picked.map(String))}
            data-testid="generated-accept-picked"
          >
            {t('result.acceptPicked', { count: picked.length })}
          </Button>
        </Can>
        <Typography.Text type="secondary" data-testid="generated-into">
          {into}
        </Typography.Text>
      </Space>
      <LocalPagedTable<Row>
        rowKey="key"
        size="middle"
        defaultPageSize={20}
        columns={columns}
        dataSource={rows}
        data-testid="generated-table"
        rowSelection={{
          selectedRowKeys: picked,
          onChange: setPicked,
          getCheckboxProps: (r) => ({ disabled: accepted.has(r.text) }),
        }}
      />
    </Space>
  );
}
