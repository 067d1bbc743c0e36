import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { Descriptions, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../../components/crud/app-modal.tsx';
import { ItemsPanel } from './items.panel.tsx';
import { LabelsTable } from './labels.table.tsx';
import { VersionsPanel } from './versions.panel.tsx';

type Tab = 'items' | 'labels' | 'versions';

/**
 * One dataset opened (requirements R4 datasets): its working copy's utterances, the label summary
 * and its versions, in a 900 px drawer.
 */
export function DatasetDrawer({
  dataset,
  open,
  onClose,
}: {
  /** The dataset shown (kept while the drawer closes). */
  dataset: DatasetRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('learnself');
  const [tab, setTab] = useState<Tab>('items');
  return (
    <AppDrawer
      open={open && !!dataset}
      title={dataset?.name}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(shown) => {
        if (!shown) setTab('items');
      }}
      data-testid="dataset-drawer"
    >
      {dataset && (
        <>
          <Descriptions
            size="small"
            column={3}
            style={{ marginBottom: 8 }}
            items={[
              { key: 'type', label: t('dataset.type'), children: t(`type.${dataset.type}`) },
              { key: 'bot', label: t('dataset.bot'), children: dataset.botName || '-' },
              { key: 'creator', label: t('dataset.creator'), children: dataset.creator },
              ...(dataset.description
                ? [{ key: 'description', label: t('dataset.description'), children: dataset.description, span: 3 }]
                : []),
            ]}
          />
          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as Tab)}
            items={[
              { key: 'items', label: t('item.tab'), children: <ItemsPanel dataset={dataset} /> },
              { key: 'labels', label: t('label.tab'), children: <LabelsTable dataset={dataset} /> },
              { key: 'versions', label: t('version.tab'), children: <VersionsPanel dataset={dataset} /> },
            ]}
          />
        </>
      )}
    </AppDrawer>
  );
}
