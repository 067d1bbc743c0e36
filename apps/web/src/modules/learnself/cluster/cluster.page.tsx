import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';

// The page's parts load with it; the route table (in the shell) names only this small chunk.
const RunsPanel = lazy(() => import('./runs.panel.tsx'));
const RunPanel = lazy(() => import('./run.panel.tsx'));
/** cluster.values.ts RUN_PARAM, written out: importing it would list that chunk in the shell's route table. */
const RUN_PARAM = 'run';

/**
 * /learnself/clustering, clustering (requirements R4 §2): start a run, follow it live in the runs list,
 * open one to work through its clusters. The open run is in the address (`?run=`), so a reload or a
 * shared link reopens it; the runs are kept and can be reopened from the list.
 */
export default function ClusterPage() {
  const [params, setParams] = useSearchParams();
  const runId = params.get(RUN_PARAM);
  const back = () => {
    const next = new URLSearchParams(params);
    next.delete(RUN_PARAM);
    setParams(next);
  };
  return (
    <PageContainer>
      <Suspense fallback={<Skeleton active />}>
        {runId ? <RunPanel key={runId} runId={runId} onBack={back} /> : <RunsPanel />}
      </Suspense>
    </PageContainer>
  );
}
