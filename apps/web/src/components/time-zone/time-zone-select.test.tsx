import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeZoneSelect, timeZoneOptions, utcOffsetLabel } from './time-zone-select.tsx';

const winter = new Date('2026-01-15T00:00:00Z');
const summer = new Date('2026-07-15T00:00:00Z');

describe('time zone options', () => {
  it('labels a zone with its UTC offset at the instant', () => {
    expect(utcOffsetLabel('Asia/Shanghai', winter)).toBe('(UTC+08:00)');
    expect(utcOffsetLabel('UTC', winter)).toBe('(UTC+00:00)');
    expect(utcOffsetLabel('Asia/Kolkata', winter)).toBe('(UTC+05:30)');
    expect(utcOffsetLabel('America/New_York', winter)).toBe('(UTC-05:00)');
    expect(utcOffsetLabel('America/New_York', summer)).toBe('(UTC-04:00)');
  });

  it('puts Asia/Shanghai first, the others by name, and keeps a saved value the list lacks', () => {
    const options = timeZoneOptions(['Europe/Berlin', 'America/New_York', 'Asia/Shanghai'], 'Etc/GMT-3', winter);
    expect(options.map((o) => o.label)).toEqual([
      '(UTC+08:00) Asia/Shanghai',
      '(UTC-05:00) America/New_York',
      '(UTC+03:00) Etc/GMT-3',
      '(UTC+01:00) Europe/Berlin',
    ]);
  });

  it("covers the browser's IANA list", () => {
    const options = timeZoneOptions();
    expect(options[0]).toMatchObject({ value: 'Asia/Shanghai' });
    expect(options.length).toBeGreaterThan(300);
    expect(options.some((o) => o.value === 'Europe/London')).toBe(true);
  });
});

describe('TimeZoneSelect', () => {
  it('searches by city or offset and picks the zone', async () => {
    let picked: string | undefined;
    const view = render(<TimeZoneSelect open virtual={false} value="Asia/Shanghai" onChange={(v) => (picked = v)} />);
    const input = view.container.querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'tokyo' } });
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="(UTC+09:00) Asia/Tokyo"]')).not.toBeNull(),
    );
    expect(document.querySelector('.ant-select-item-option[title="(UTC+08:00) Asia/Shanghai"]')).toBeNull();
    fireEvent.click(document.querySelector('.ant-select-item-option[title="(UTC+09:00) Asia/Tokyo"]') as Element);
    expect(picked).toBe('Asia/Tokyo');
  });
});
