import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AccessChannelRow, listAccessChannels } from '@zhiyu/contract/modules/aihelper/channel';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import {
  listSimulatorScenarios,
  type SimulatorScenario,
  startSimulation,
  stopSimulation,
} from '@zhiyu/contract/modules/aihelper/simulator';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { setItem } from '../../../platform/session/storage.ts';
import AgentDeskPage from './agent.page.tsx';
import { CONV, draw, page } from './desk.fixtures.tsx';

const call = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/http.ts', async (original) => ({
  ...(await original<typeof import('../../../platform/request/http.ts')>()),
  request,
}));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });

const SCENARIOS: SimulatorScenario[] = [
  {
    id: 'card-activation',
    title: { zh: '信用卡激活', en: 'Credit card activation' },
    skillGroup: '信用卡',
    direction: 'in',
    turns: 13,
    seconds: 96,
  },
  {
    id: 'broadband-complaint',
    title: { zh: '宽带故障投诉', en: 'Broadband complaint' },
    skillGroup: '宽带售后',
    direction: 'in',
    turns: 13,
    seconds: 98,
  },
];
const SIM: AccessChannelRow = {
  id: 'ch-sim',
  name: '演示模拟',
  kind: 'simulator',
  keyHint: 'abcd',
  conversations: 0,
  lastEventAt: null,
  creator: 'tenant',
  createdAt: 0,
  updatedAt: 0,
};

let current: AgentConversation | null = null;
let channels: AccessChannelRow[] = [SIM];

beforeEach(async () => {
  await changeLanguage('zh-CN');
  current = null;
  channels = [SIM];
  request.mockReset();
  request.mockImplementation((path: string) =>
    path === getAgentConversation.path ? Promise.resolve(current) : Promise.reject(new Error(path)),
  );
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === listSimulatorScenarios) return Promise.resolve(SCENARIOS);
    if (endpoint === listAccessChannels) return Promise.resolve(page(channels));
    if (endpoint === startSimulation) {
      current = { ...CONV, transcript: [], alerts: [], fills: [], recommendations: [], callId: 'sim-new' };
      return Promise.resolve({ callId: 'sim-new', seconds: 98 });
    }
    if (endpoint === stopSimulation) {
      if (current) current = { ...current, state: 'ended', endedAt: current.startedAt + 5000 };
      return Promise.resolve({ stopped: true });
    }
    return Promise.reject(new Error('unexpected call'));
  });
  setItem(K.btnWhiteList, [{ id: 'aihelper.simulator.start-button' }]);
  setItem(K.userInfo, {
    id: 'u-1',
    username: 'tenant',
    nickname: 'T',
    channelId: null,
    tenantId: '2001',
    language: 'zh-CN',
    mustChangePassword: false,
    avatar: null,
  });
});

async function openDialog() {
  fireEvent.click(await screen.findByTestId('sim-open', {}, { timeout: 10_000 }));
  return screen.findByTestId('sim-modal', {}, { timeout: 10_000 });
}

describe('the simulator launcher', () => {
  it('starts the chosen dialogue at the chosen speed for the signed-in agent, then ends it', async () => {
    draw(<AgentDeskPage />);
    const dialog = await openDialog();
    await within(dialog).findByText('宽带故障投诉');
    expect(dialog.textContent).toContain('约 96 秒');
    expect(call).toHaveBeenCalledWith(listAccessChannels, { query: { pageNum: 1, pageSize: 100, kind: 'simulator' } });
    fireEvent.click(within(dialog).getByText('宽带故障投诉'));
    fireEvent.click(within(dialog).getByText('10×'));
    await waitFor(() => expect(screen.getByTestId('sim-start').hasAttribute('disabled')).toBe(false));
    await act(async () => fireEvent.click(screen.getByTestId('sim-start')));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(startSimulation, {
        body: { channelId: 'ch-sim', scenario: 'broadband-complaint', agent: 'tenant', speed: 10 },
      }),
    );
    // The call it started is read at once and can be ended from the header.
    const stop = await screen.findByTestId('sim-stop', {}, { timeout: 10_000 });
    await act(async () => fireEvent.click(stop));
    await waitFor(() => expect(call).toHaveBeenCalledWith(stopSimulation, { body: { callId: 'sim-new' } }));
    await waitFor(() => expect(screen.getByTestId('desk-state').textContent).toBe('已结束'));
    expect(screen.queryByTestId('sim-stop')).toBeNull();
  });

  it('says when there is no simulator channel, and where to make one', async () => {
    channels = [];
    draw(<AgentDeskPage />);
    const dialog = await openDialog();
    const none = await within(dialog).findByTestId('sim-no-channel');
    expect(none.textContent).toContain('还没有「模拟通话」类型的接入渠道');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('/aihelper/accessChannel');
    expect(screen.getByTestId('sim-start').hasAttribute('disabled')).toBe(true);
  });

  it('titles the dialogues in the current language', async () => {
    await changeLanguage('en-US');
    draw(<AgentDeskPage />);
    const dialog = await openDialog();
    await within(dialog).findByText('Broadband complaint');
    expect(dialog.textContent).toContain('1× (natural pace)');
  });

  it('is not offered without the start button', async () => {
    setItem(K.btnWhiteList, []);
    draw(<AgentDeskPage />);
    await screen.findByTestId('desk-empty', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('sim-open')).toBeNull();
  });
});
