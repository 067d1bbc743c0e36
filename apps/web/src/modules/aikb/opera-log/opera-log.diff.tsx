import type { OperaLogRow } from '@zhiyu/contract/modules/aikb/opera-log';
import { Descriptions, Drawer, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';

const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Field-by-field before/after of one change (requirements §9 drawer width). */
export function OperaLogDiff({ row, onClose }: { row: OperaLogRow | null; onClose: () => void }) {
  const { t } = useTranslation('aikb-log');
  const keys = row ? [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])] : [];
  return (
    <Drawer open={!!row} onClose={onClose} width={DRAWER_WIDTH} title={t('diffTitle')} destroyOnHidden>
      {row && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('at')}>{dayjs(row.at).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
            <Descriptions.Item label={t('operator')}>
              {row.actorNick ? `${row.actorNick} (${row.actorName})` : row.actorName}
            </Descriptions.Item>
            <Descriptions.Item label={t('actionTitle')}>{t(`action.${row.action}`)}</Descriptions.Item>
            <Descriptions.Item label={t('targetType')}>{t(`target.${row.targetType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('targetName')} span={2}>
              {row.targetName}
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="field"
            pagination={false}
            data-testid="kb-log-diff"
            dataSource={keys.map((k) => ({ field: k, before: show(row.before?.[k]), after: show(row.after?.[k]) }))}
            columns={[
              {
                key: 'field',
                dataIndex: 'field',
                title: t('field'),
                width: 140,
                render: (f: string) => t(`field.${f}`, { defaultValue: f }),
              },
              { key: 'before', dataIndex: 'before', title: t('before') },
              { key: 'after', dataIndex: 'after', title: t('after') },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
