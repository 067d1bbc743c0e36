import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';

// The page's parts load with it; the route table (in the shell) names only this small chunk.
const TasksPanel = lazy(() => import('./tasks.panel.tsx'));
const TaskPanel = lazy(() => import('./task.panel.tsx'));
/** marking.api.ts TASK_PARAM, written out: importing it would list that chunk in the shell's route table. */
const TASK_PARAM = 'task';

/**
 * /learnself/marking, labelling (requirements R4 §3): the tasks, and one task's workbench and review.
 * The open task is in the address (`?task=`), so a reload or a shared link reopens it.
 */
export default function MarkingPage() {
  const [params, setParams] = useSearchParams();
  const taskId = params.get(TASK_PARAM);
  const back = () => {
    const next = new URLSearchParams(params);
    next.delete(TASK_PARAM);
    next.delete('tab');
    setParams(next);
  };
  return (
    <PageContainer>
      <Suspense fallback={<Skeleton active />}>
        {taskId ? <TaskPanel key={taskId} taskId={taskId} onBack={back} /> : <TasksPanel />}
      </Suspense>
    </PageContainer>
  );
}
