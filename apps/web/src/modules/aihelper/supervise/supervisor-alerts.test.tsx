import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SUPERVISOR_ALERT_TOPIC, type SupervisorAlert } from '@zhiyu/contract/modules/aihelper/qc';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { realtimeStore } from '../../../platform/realtime/store.ts';
import { drawAt } from '../../../test/page-kit.tsx';
import SupervisorAlerts from './supervisor-alerts.tsx';

vi.setConfig({ testTimeout: 60_000 });

const ALERT: SupervisorAlert = {
  conversationId: 'conv-9',
  agent: 'agent01',
  skillGroup: '信用卡',
  customerNumber: '139****5678',
  source: 'qc',
  name: '辱骂客户',
  text: '笨蛋',
  severity: 'critical',
  atMs: 65_000,
};
const push = (payload: SupervisorAlert) =>
  act(() => realtimeStore.push({ topic: SUPERVISOR_ALERT_TOPIC, payload, at: Date.now() }));

/** Where the app is now, for the test to read. */
function Where() {
  const l = useLocation();
  return <div data-testid="where">{`${l.pathname}${l.search}`}</div>;
}
const draw = () =>
  drawAt(
    '/index/home',
    <>
      <SupervisorAlerts />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );

beforeEach(async () => {
  await changeLanguage('zh-CN');
  realtimeStore.reset();
});
afterEach(() => realtimeStore.reset());

describe('supervisor alerts', () => {
  it('pop up as they arrive, say who and where, and open the conversation', async () => {
    // One that arrived before the page was drawn is not shown again.
    push({ ...ALERT, name: '旧告警' });
    draw();
    push(ALERT);
    await screen.findByText('质检告警：辱骂客户', {}, { timeout: 10_000 });
    expect(screen.queryByText('质检告警：旧告警')).toBeNull();
    expect(screen.getByTestId('supervisor-alert').textContent).toContain('笨蛋');
    expect(screen.getByText('坐席 agent01 · 技能组 信用卡 · 客户 139****5678 · 通话 01:05')).toBeTruthy();
    push({ ...ALERT, source: 'trigger', name: '投诉升级', text: '客户要投诉', severity: 'warning', atMs: 2000 });
    await screen.findByText('触发器告警：投诉升级');
    fireEvent.click(screen.getAllByTestId('supervisor-open')[0]);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/aihelper/aihelper-records?conversation=conv-9'),
    );
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    push(ALERT);
    await screen.findByText('QC alert: 辱骂客户', {}, { timeout: 10_000 });
    expect(
      screen.getByText('Agent agent01 · skill group 信用卡 · customer 139****5678 · at 01:05 in the call'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open conversation' })).toBeTruthy();
  });
});
