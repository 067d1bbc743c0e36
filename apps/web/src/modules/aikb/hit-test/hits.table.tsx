import type { HitRow, HitTestResult } from '@zhiyu/contract/modules/aikb/hit-test';
import { Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from './hit-test.format.ts';
import { ScoreBar } from './score.bar.tsx';

/** The ranked hits: the knowledge, the field that matched and its text, the library, the score bar. */
export function HitsTable({ result }: { result: HitTestResult }) {
  const { t } = useTranslation('aikb-test');
  const columns = useMemo(
    (): ColumnsType<HitRow> => [
      { title: t('hits.rank'), dataIndex: 'rank', width: 56, align: 'center' },
      {
        title: t('hits.knowledge'),
        key: 'title',
        render: (_, h) => (
          <div>
            <Tag>{t(`kind.${h.kind}`)}</Tag>
            <Typography.Text delete={!h.answerable} data-testid="hit-title">
              {h.title || h.matched.slice(0, 40)}
            </Typography.Text>
            {!h.answerable && (
              <Tooltip title={t('hits.notAnswerable')}>
                <Tag color="default" style={{ marginInlineStart: 8 }}>
                  {t('hits.cannotAnswer')}
                </Tag>
              </Tooltip>
            )}
          </div>
        ),
      },
      {
        title: t('hits.field'),
        key: 'field',
        render: (_, h) => (
          <div>
            <Tag color={h.field === 'segment' ? 'purple' : h.field === 'question' ? 'blue' : 'cyan'}>
              {t(`field.${h.field}`)}
            </Tag>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: h.matched }} style={{ margin: 0 }}>
              {h.matched}
            </Typography.Paragraph>
          </div>
        ),
      },
      { title: t('hits.library'), dataIndex: 'libraryName', width: 110, ellipsis: true },
      {
        title: t('hits.score'),
        dataIndex: 'score',
        width: 170,
        render: (score: number) => <ScoreBar score={score} thresholds={result.thresholds} />,
      },
    ],
    [t, result.thresholds],
  );
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
        {t('hits.legend', {
          answer: formatScore(result.thresholds.answer),
          suggest: formatScore(result.thresholds.suggest),
        })}
      </Typography.Paragraph>
      <div data-testid="hit-table">
        <Table<HitRow>
          size="small"
          rowKey={(h) => `${h.kind}:${h.refId}`}
          columns={columns}
          dataSource={result.hits}
          pagination={false}
          locale={{ emptyText: t('hits.empty') }}
        />
      </div>
    </>
  );
}
