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

type State = 'done' | 'current' | 'todo';

function StepIcon({ state, label }: { state: State; label: string }) {
  if (state === 'done') return <CheckCircleOutlined aria-label={label} data-state="done" />;
  if (state === 'current') return <SyncOutlined aria-label={label} data-state="current" />;
  return null;
}

/** requirements §4 timeline: done steps show a check, the first undone step a refresh icon. */
export function StepTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useTranslation('inputs');
  const current = steps.findIndex((s) => !s.done);
  const items = steps.map((s, i) => {
    const state: State = s.done ? 'done' : i === current ? 'current' : 'todo';
    return {
      key: s.key,
      title: s.title,
      content: s.content,
      icon:
        state === 'todo' ? undefined : (
          <StepIcon key={s.key} state={state} label={t(state === 'done' ? 'stepDone' : 'stepCurrent')} />
        ),
      color: state === 'done' ? 'green' : state === 'current' ? 'blue' : 'gray',
    };
  });
  return <Timeline items={items} />;
}
