import type { ItemRef } from '@zhiyu/contract/modules/aikb/report';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';

/** The columns naming an item: question (or segment), library, category. */
export function itemColumns<T extends ItemRef>(t: TFunction) {
  return [
    {
      title: t('col.name'),
      dataIndex: 'name',
      render: (v: string, r: T) => (
        <>
          {r.kind === 'segment' && <Tag>{t('segment')}</Tag>}
          <Typography.Text ellipsis style={{ maxWidth: 320 }}>
            {v || t('deleted', { id: r.id })}
          </Typography.Text>
        </>
      ),
    },
    { title: t('col.library'), dataIndex: 'libraryName' },
    { title: t('col.category'), dataIndex: 'category', render: (v: string) => v || '—' },
  ];
}
