import { CheckCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimelineStep {
  key: string;
  title: ReactNode;
  content?: ReactNode;
  done: boolean;
}

/** SPEC §4 timeline: done steps show a check, the first undone step a refresh icon. */
export function StepTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useTranslation('inputs');
  const current = steps.findIndex((s) => !s.done);
  const items = steps.map((s, i) => {
    const icon = s.done ? (
      <CheckCircleOutlined aria-label={t('stepDone')} data-state="done" />
    ) : i === current ? (
      <SyncOutlined aria-label={t('stepCurrent')} data-state="current" />
    ) : undefined;
    return {
      key: s.key,
      title: s.title,
      content: s.content,
      icon,
      color: s.done ? 'green' : i === current ? 'blue' : 'gray',
    };
  });
  return <Timeline items={items} />;
}
