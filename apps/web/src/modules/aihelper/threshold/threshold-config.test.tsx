import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createThreshold,
  deleteThresholds,
  listThresholds,
  type ThresholdRow,
  updateThreshold,
} from '@zhiyu/contract/modules/aihelper/threshold';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { dialogWith, drawAt, grantButtons, headers, rowOf, serveCrud } from '../../../test/page-kit.tsx';
import ThresholdConfigPage from './threshold-config.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const UPDATED = Date.UTC(2026, 10, 20, 1, 2, 3);
const BASE: ThresholdRow = {
  id: 'th-1',
  skillGroup: '',
  silenceSeconds: 20,
  speechRate: null,
  overlapMs: null,
  repeatSeconds: null,
  creator: 'tenant',
  updatedAt: UPDATED,
};
const CARD: ThresholdRow = { ...BASE, id: 'th-2', skillGroup: '信用卡', silenceSeconds: 3, repeatSeconds: 30 };

beforeEach(async () => {
  await changeLanguage('zh-CN');
  serveCrud(
    call,
    { list: listThresholds, create: createThreshold, update: updateThreshold, remove: deleteThresholds },
    () => [BASE, CARD],
    BASE,
    'th-new',
  );
  grantButtons('aihelper.threshold');
});
afterEach(() => changeLanguage('zh-CN'));

const draw = () => drawAt('/aihelper/thresholdConfig', <ThresholdConfigPage />);
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));

describe('the thresholds page', () => {
  it('lists the default row and each skill group, an empty value shown with what is in force', async () => {
    draw();
    await screen.findByText('信用卡', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining(['技能组', '静默时长', '语速上限', '抢话时长', '同一规则提醒间隔', '更新时间', '操作']),
    );
    const base = rowOf('默认（所有技能组）');
    expect(within(base).getByTestId('threshold-silenceSeconds').textContent).toBe('20 秒');
    expect(within(base).getByTestId('threshold-speechRate').textContent).toBe('沿用（默认 6 字/秒）');
    expect(within(rowOf('信用卡')).getByTestId('threshold-repeatSeconds').textContent).toBe('30 秒');
  });

  it('creates a skill group setting, empty values sent as empty, a value over the limit held at it', async () => {
    draw();
    await screen.findByText('信用卡', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('threshold-add'));
    const form = await dialogWith('edit_skillGroup');
    fireEvent.change(form.querySelector('#edit_skillGroup') as Element, { target: { value: '宽带' } });
    fireEvent.change(form.querySelector('#edit_overlapMs') as Element, { target: { value: '300' } });
    // Over the limit (an hour): the field holds the limit.
    fireEvent.change(form.querySelector('#edit_repeatSeconds') as Element, { target: { value: '4000' } });
    fireEvent.blur(form.querySelector('#edit_repeatSeconds') as Element);
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createThreshold, {
        body: { skillGroup: '宽带', silenceSeconds: null, speechRate: null, overlapMs: 300, repeatSeconds: 3600 },
      }),
    );
  });

  it('edits a row from its values', async () => {
    draw();
    await screen.findByText('信用卡', {}, { timeout: 10_000 });
    fireEvent.click(within(rowOf('信用卡')).getByTestId('threshold-edit'));
    const form = await dialogWith('edit_skillGroup');
    await waitFor(() => expect((form.querySelector('#edit_skillGroup') as HTMLInputElement).value).toBe('信用卡'));
    fireEvent.change(form.querySelector('#edit_silenceSeconds') as Element, { target: { value: '5' } });
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateThreshold, {
        body: {
          id: 'th-2',
          skillGroup: '信用卡',
          silenceSeconds: 5,
          speechRate: null,
          overlapMs: null,
          repeatSeconds: 30,
        },
      }),
    );
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('信用卡', {}, { timeout: 10_000 });
    expect(headers()).toEqual(expect.arrayContaining(['Skill group', 'Silence', 'Speech rate limit', 'Overlap']));
    const base = rowOf('Default (all skill groups)');
    expect(within(base).getByTestId('threshold-overlapMs').textContent).toBe('Inherited (default 800 ms)');
  });
});
