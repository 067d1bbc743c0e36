import type { LibraryRow } from '@zhiyu/contract/modules/aikb/library';
import { Skeleton } from 'antd';
import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { LibraryPanel } from './library.panel.tsx';

const LibraryDetailPanel = lazy(() => import('./library-detail.panel.tsx'));

/**
 * /aikb/words-library (and /iframe/aikb/words-library without the shell): the libraries, or one
 * library's label tree and knowledge when the URL names it (`?library=<id>`), beside the list state.
 */
export default function WordsLibraryPage() {
  const [params, setParams] = useSearchParams();
  const library = params.get('library');
  // Opening or leaving a library starts a clean list state.
  const open = useCallback((row: LibraryRow) => setParams(new URLSearchParams({ library: row.id })), [setParams]);
  const back = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return (
    <PageContainer>
      {library ? (
        <Suspense fallback={<Skeleton active />}>
          <LibraryDetailPanel libraryId={library} onBack={back} />
        </Suspense>
      ) : (
        <LibraryPanel onOpen={open} />
      )}
    </PageContainer>
  );
}
