import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_RANGES_PER_DAY, type WeekWindows } from '@zhiyu/contract/rules/call-window';
import { Button, Space, TimePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Monday first, as the weekday × time-range grid reads. */
const DAYS = ['1', '2', '3', '4', '5', '6', '0'] as const;
const FMT = 'HH:mm';
/** The picker cannot show 24:00: its last minute stands for the end of the day (ends are exclusive). */
export const toEnd = (picked: string) => (picked === '23:59' ? '24:00' : picked);

/**
 * The calling windows of a task: one row per weekday with its 'HH:mm' ranges; add and remove
 * ranges per day, or make a day one whole-day range. The server checks overlaps and empty ranges
 * (150043).
 */
export function WindowsEditor({ value = {}, onChange }: { value?: WeekWindows; onChange?: (v: WeekWindows) => void }) {
  const { t } = useTranslation('task');
  const set = (day: string, ranges: WeekWindows[string]) => onChange?.({ ...value, [day]: ranges });
  return (
    <div data-testid="windows-editor">
      {DAYS.map((day) => {
        const ranges = value[day] ?? [];
        return (
          <Space key={day} align="start" style={{ display: 'flex', marginBottom: 8 }} data-day={day}>
            <Typography.Text style={{ display: 'inline-block', width: 48, lineHeight: '32px' }}>
              {t(`weekday.${day}`)}
            </Typography.Text>
            <Space wrap>
              {ranges.length === 0 && <Typography.Text type="secondary">{t('windows.closed')}</Typography.Text>}
              {ranges.map((r, i) => (
                <Space.Compact key={`${day}-${r.from}-${r.to}`}>
                  <TimePicker.RangePicker
                    format={FMT}
                    minuteStep={5}
                    allowClear={false}
                    value={[dayjs(r.from, FMT), dayjs(r.to === '24:00' ? '23:59' : r.to, FMT)]}
                    onChange={(v) => {
                      if (!v?.[0] || !v[1]) return;
                      const next = [...ranges];
                      next[i] = { from: v[0].format(FMT), to: toEnd(v[1].format(FMT)) };
                      set(day, next);
                    }}
                  />
                  <Button
                    icon={<MinusCircleOutlined />}
                    aria-label={t('windows.remove')}
                    onClick={() =>
                      set(
                        day,
                        ranges.filter((_, j) => j !== i),
                      )
                    }
                  />
                </Space.Compact>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={ranges.length >= MAX_RANGES_PER_DAY}
                onClick={() => set(day, [...ranges, { from: '09:00', to: '12:00' }])}
              >
                {t('windows.addRange')}
              </Button>
              <Button type="link" onClick={() => set(day, [{ from: '00:00', to: '24:00' }])}>
                {t('windows.allDay')}
              </Button>
            </Space>
          </Space>
        );
      })}
    </div>
  );
}
