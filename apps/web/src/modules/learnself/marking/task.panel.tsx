import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Section } from '../../../components/section.tsx';
import { useCan } from '../../../platform/access/can.tsx';
import { useUserInfo } from '../../../platform/session/use-session.ts';
import { TaskFigures } from './agreement.tsx';
import { fetchTask, markingKeys } from './marking.api.ts';
import { ReviewPanel } from './review.panel.tsx';
import { Workbench } from './workbench.tsx';

const TABS = ['label', 'review'] as const;
type Tab = (typeof TABS)[number];

/**
 * One labelling task (requirements R4 §3): its figures (progress, conflicts, for a two-person task
 * the agreement and Cohen's kappa), the workbench (with the label button), and the review of its
 * utterances (with the review button): who labelled what, disagreements decided. The tab is in the
 * address beside the task (`?task=…&tab=review`).
 */
export default function TaskPanel({ taskId, onBack }: { taskId: string; onBack: () => void }) {
  const { t } = useTranslation('learnself-marking');
  const [params, setParams] = useSearchParams();
  const canLabel = useCan('learnself.marking.label-button');
  const canReview = useCan('learnself.marking.review-button');
  const me = useUserInfo()?.username ?? '';
  const task = useQuery({ queryKey: markingKeys.task(taskId), queryFn: () => fetchTask(taskId) });
  const row = task.data;
  // A two-person task is labelled by its two labellers only (the others may still review it).
  const labeller = !!row && (!row.twoPerson || row.labellers.includes(me));
  const allowed = TABS.filter((k) => (k === 'label' ? canLabel && labeller : canReview));
  const asked = TABS.find((k) => k === params.get('tab'));
  const tab: Tab | undefined = asked && allowed.includes(asked) ? asked : allowed[0];
  const setTab = (k: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', k);
    setParams(next);
  };
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="task-back">
      {t('task.back')}
    </Button>
  );
  if (task.isLoading) return <Skeleton active />;
  if (!row) return <Result status="404" title={t(task.isError ? 'loadFailed' : 'task.notFound')} extra={back} />;
  return (
    <>
      <Section
        title={
          <Space wrap>
            {back}
            <span data-testid="task-name">{row.name}</span>
            <Tag color={row.twoPerson ? 'purple' : 'default'}>{t(row.twoPerson ? 'task.two' : 'task.one')}</Tag>
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 14 }}>
              {t('task.of', { dataset: row.datasetName, model: row.modelName || t('task.modelNone') })}
            </Typography.Text>
          </Space>
        }
        style={{ marginBottom: 16 }}
      >
        <TaskFigures task={row} byUser={row.byUser} t={t} />
      </Section>
      {tab ? (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={allowed.map((k) => ({
            key: k,
            label: t(`tab.${k}`),
            children: k === 'label' ? <Workbench task={row} active={tab === 'label'} /> : <ReviewPanel task={row} />,
          }))}
        />
      ) : (
        <Result status="403" title={t('task.noAccess')} />
      )}
    </>
  );
}
