import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { useCallback, useState } from 'react';
import { PageContainer } from '../../../components/page-container.tsx';
import { DatasetDrawer } from './dataset.drawer.tsx';
import { DatasetPanel } from './dataset.panel.tsx';

/**
 * /learnself/model/dataset (requirements R4 datasets): the datasets of the app; one opened shows
 * its utterances, labels and versions in a drawer.
 */
export default function DatasetPage() {
  const [dataset, setDataset] = useState<DatasetRow | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((row: DatasetRow) => {
    setDataset(row);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return (
    <PageContainer>
      <DatasetPanel onOpen={show} />
      <DatasetDrawer dataset={dataset} open={open} onClose={close} />
    </PageContainer>
  );
}
