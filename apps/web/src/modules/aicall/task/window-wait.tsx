import type { WindowWait } from '@zhiyu/contract/modules/aicall/task';
import { Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Waiting for its calling window, opens tomorrow 09:00": the opening as the server read it in the
 * task's time zone (today, tomorrow, a weekday within the week, else its date), the zone named
 * when it is not the browser's.
 */
export function windowWaitText(t: TFunction, w: WindowWait, timeZone: string, zone = browserZone()): string {
  const { time } = w;
  const when =
    w.inDays === 0
      ? t('wait.today', { time })
      : w.inDays === 1
        ? t('wait.tomorrow', { time })
        : w.inDays < 7
          ? t('wait.weekday', { weekday: t(`weekday.${w.weekday}`), time })
          : t('wait.date', { date: w.date.slice(5), time });
  const suffix = timeZone === zone ? '' : t('wait.zone', { zone: timeZone });
  return t('wait.hint', { when: `${when}${suffix}` });
}

/** The hint beside a running task's status while it waits for a window (gone once it opened). */
export function WindowWaitHint({
  wait,
  timeZone,
  now = Date.now(),
}: {
  wait: WindowWait | null;
  timeZone: string;
  now?: number;
}) {
  const { t } = useTranslation('task');
  if (!wait || wait.opensAt <= now) return null;
  return (
    <Tooltip title={t('wait.tip')}>
      <Typography.Text type="secondary" data-testid="task-window-wait" style={{ fontSize: 12 }}>
        {windowWaitText(t, wait, timeZone)}
      </Typography.Text>
    </Tooltip>
  );
}
