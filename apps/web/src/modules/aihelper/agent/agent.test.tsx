import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDeskForm } from '@zhiyu/contract/modules/aihelper/field';
import {
  AGENT_CONVERSATION_TOPIC,
  type AgentConversation,
  getAgentConversation,
} from '@zhiyu/contract/modules/aihelper/ingest';
import { getCustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { realtimeStore } from '../../../platform/realtime/store.ts';
import { ApiError } from '../../../platform/request/errors.ts';
import { setItem } from '../../../platform/session/storage.ts';
import AgentDeskPage from './agent.page.tsx';
import { CONV, draw, FIELDS, PORTRAIT, STARTED } from './desk.fixtures.tsx';
import QualityInspectionPage from './quality-inspection.page.tsx';

// The server: the conversation is read through the request layer (quietly), the rest through call.
const call = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/http.ts', async (original) => ({
  ...(await original<typeof import('../../../platform/request/http.ts')>()),
  request,
}));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });

/** What the server answers for the agent's conversation; tests change it as the call goes on. */
let current: AgentConversation | null = CONV;
let failRead: false | Error = false;

beforeEach(async () => {
  await changeLanguage('zh-CN');
  current = CONV;
  failRead = false;
  request.mockReset();
  request.mockImplementation((path: string) => {
    if (path !== getAgentConversation.path) return Promise.reject(new Error(`unexpected ${path}`));
    return failRead ? Promise.reject(failRead) : Promise.resolve(current);
  });
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === getDeskForm) return Promise.resolve(FIELDS);
    if (endpoint === getCustomerPortrait) return Promise.resolve(PORTRAIT);
    return Promise.reject(new Error('unexpected call'));
  });
  setItem(K.btnWhiteList, [{ id: 'aihelper.simulator.start-button' }]);
  vi.spyOn(Date, 'now').mockReturnValue(STARTED + 83_000);
});
afterEach(async () => {
  vi.restoreAllMocks();
  act(() => realtimeStore.reset());
  await changeLanguage('zh-CN');
});

/** The real-time channel announcing a change of the conversation. */
const announce = (seq: number) =>
  act(async () => {
    realtimeStore.push({ topic: AGENT_CONVERSATION_TOPIC, payload: { id: 'conv-1', seq }, at: Date.now() });
  });

const lines = () => screen.getAllByTestId('transcript-line');

describe('the agent desk', () => {
  it('says there is no call yet and how to start one', async () => {
    current = null;
    draw(<AgentDeskPage />);
    const empty = await screen.findByTestId('desk-empty', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('还没有通话');
    expect(empty.textContent).toContain('模拟通话');
    expect(within(empty).getByTestId('sim-open').textContent).toBe('模拟通话');
    expect(request).toHaveBeenCalledWith('/aihelper-api/agent/current', { method: 'GET', quiet: true, silent: true });
  });

  it('shows the call header: number, direction, skill group, state and running time', async () => {
    draw(<AgentDeskPage />);
    const header = await screen.findByTestId('desk-header', {}, { timeout: 10_000 });
    expect(within(header).getByTestId('desk-number').textContent).toBe('15900001111');
    expect(within(header).getByTestId('desk-direction').textContent).toBe('呼入');
    expect(within(header).getByTestId('desk-skill').textContent).toBe('broadband');
    expect(within(header).getByTestId('desk-state').textContent).toBe('通话中');
    expect(within(header).getByTestId('desk-timer').textContent).toBe('01:23');
    // A simulated call can be ended from the desk.
    expect(within(header).getByTestId('sim-stop').textContent).toBe('结束模拟');
  });

  it('shows a partial line greyed, then its final in its place when the channel announces it', async () => {
    draw(<AgentDeskPage />);
    await screen.findByText('Sorry for the', {}, { timeout: 10_000 });
    expect(lines().map((l) => l.dataset.speaker)).toEqual(['agent', 'customer', 'agent']);
    const partial = lines()[2];
    expect(partial.dataset.final).toBe('false');
    expect(partial.textContent).toContain('识别中');
    expect((partial.lastElementChild as HTMLElement).style.fontStyle).toBe('italic');

    const final = { ...CONV.transcript[2], text: 'Sorry for the trouble.', final: true };
    current = { ...CONV, transcript: [...CONV.transcript.slice(0, 2), final] };
    await announce(9);
    await screen.findByText('Sorry for the trouble.');
    expect(lines()).toHaveLength(3);
    expect(lines()[2].dataset.final).toBe('true');
    expect(lines()[2].textContent).not.toContain('识别中');
    expect(screen.queryByText('Sorry for the')).toBeNull();
  });

  it('draws the four panels from the conversation', async () => {
    draw(<AgentDeskPage />);
    await screen.findByTestId('desk-transcript', {}, { timeout: 10_000 });

    const recommend = screen.getByTestId('desk-recommend');
    const cards = within(recommend).getAllByTestId('recommendation');
    expect(cards.map((c) => c.dataset.script)).toEqual(['s1', 's2']);
    expect(cards[0].textContent).toContain('Broadband');
    expect(cards[0].textContent).toContain('Repair');
    expect(within(cards[0]).getByTestId('recommendation-why').textContent).toBe('匹配：broadband is down');
    expect(within(cards[0]).getByTestId('recommendation-mark').textContent).toBe('标记已用');
    expect(within(cards[1]).getByTestId('recommendation-used').textContent).toBe('已采纳');
    expect(within(cards[1]).queryByTestId('recommendation-mark')).toBeNull();
    expect(within(recommend).getByText('客户：My broadband is down, call me on 13800138000')).toBeTruthy();

    const fill = screen.getByTestId('desk-fill');
    await within(fill).findByDisplayValue('13800138000');
    const fields = within(fill).getAllByTestId('fill-field');
    expect(fields.map((f) => f.dataset.field)).toEqual(['Phone', 'Name', 'Address']);
    expect(fields[0].textContent).toContain('*');
    expect(within(fields[0]).getByTestId('fill-source').textContent).toContain('00:02');
    expect(within(fields[0]).getByText('13800138000', { selector: 'mark' })).toBeTruthy();
    expect(within(fields[1]).getByTestId('fill-confirmed').textContent).toBe('已确认');
    expect(within(fields[1]).getByTestId('fill-confirm').hasAttribute('disabled')).toBe(true);
    expect(within(fill).getByTestId('fill-progress').textContent).toBe('已确认 1/3');

    const qc = screen.getByTestId('desk-quality');
    const alerts = within(qc).getAllByTestId('qc-alert');
    // Newest first, coloured by severity, each with its rule, detail and time in the call.
    expect(alerts.map((a) => a.dataset.severity)).toEqual(['critical', 'warning']);
    expect(alerts[0].textContent).toContain('严重');
    expect(within(alerts[0]).getByTestId('qc-alert-rule').textContent).toBe('Banned words');
    expect(within(alerts[0]).getByTestId('qc-alert-detail').textContent).toBe('dunno');
    expect(alerts[0].textContent).toContain('01:06');
    expect(alerts[1].textContent).toContain('00:07');

    const portrait = screen.getByTestId('desk-portrait');
    await within(portrait).findByText('Wang Fang');
    expect(call).toHaveBeenCalledWith(getCustomerPortrait, { query: { conversationId: 'conv-1' } });
  });

  it('shows what triggers did: the session tags, tips and supervisor alerts, and a pushed script', async () => {
    const pushed = { ...CONV.recommendations[0], utteranceId: '', rank: 0, why: 'Opening' };
    current = {
      ...CONV,
      tags: ['Complaint'],
      recommendations: [...CONV.recommendations, pushed],
      triggers: [
        { triggerId: 't1', name: 'Opening', utteranceId: null, atMs: 0, actions: [{ kind: 'script', scriptId: 's1' }] },
        {
          triggerId: 't2',
          name: 'Upset twice',
          utteranceId: 'u2',
          atMs: 2900,
          actions: [
            { kind: 'tip', text: 'Say sorry first' },
            { kind: 'alert', text: 'Customer upset' },
          ],
        },
      ],
    };
    draw(<AgentDeskPage />);
    const header = await screen.findByTestId('desk-header', {}, { timeout: 10_000 });
    expect(within(header).getByTestId('desk-tags').textContent).toBe('Complaint');
    const notes = screen.getAllByTestId('trigger-note');
    expect(notes.map((n) => n.dataset.kind)).toEqual(['alert', 'tip']);
    expect(notes[0].textContent).toContain('已提醒主管：Customer upset');
    expect(notes[0].textContent).toContain('触发器「Upset twice」· 00:02');
    expect(notes[1].textContent).toContain('Say sorry first');
    const groups = within(screen.getByTestId('desk-recommend')).getAllByTestId('recommendation-group');
    const opening = groups.find((g) => g.textContent?.includes('通话开始或结束时推送'));
    expect(opening).toBeTruthy();
    expect(within(opening as HTMLElement).getByTestId('recommendation-why').textContent).toBe('触发器：Opening');
  });

  it('flashes and announces an alert that arrives during the call', async () => {
    current = { ...CONV, alerts: CONV.alerts.slice(0, 1) };
    draw(<QualityInspectionPage />, '/aihelper/agent/qualityInspection');
    await screen.findByText('Mood', {}, { timeout: 10_000 });
    expect(screen.getByTestId('qc-notice').textContent).toBe('');
    current = CONV;
    await announce(10);
    await screen.findByText('Banned words');
    expect(screen.getByTestId('qc-notice').textContent).toBe('新的质检提醒：Banned words');
    const alerts = screen.getAllByTestId('qc-alert');
    expect(alerts.map((a) => a.dataset.fresh)).toEqual(['true', 'false']);
    // The single-panel page has only the compact header and its panel.
    expect(screen.queryByTestId('desk-transcript')).toBeNull();
    expect(screen.queryByTestId('desk-recommend')).toBeNull();
  });

  it('says when the call has ended, with the time frozen at its end', async () => {
    current = { ...CONV, state: 'ended', endedAt: STARTED + 95_000 };
    draw(<AgentDeskPage />);
    const ended = await screen.findByTestId('desk-ended', {}, { timeout: 10_000 });
    expect(ended.textContent).toContain('通话已结束，时长 01:35');
    expect(screen.getByTestId('desk-state').textContent).toBe('已结束');
    expect(screen.getByTestId('desk-timer').textContent).toBe('01:35');
    expect(screen.queryByTestId('sim-stop')).toBeNull();
  });

  it('says when the call cannot be read, and reads it again on retry', async () => {
    failRead = new Error('down');
    draw(<AgentDeskPage />);
    const error = await screen.findByTestId('desk-error', {}, { timeout: 10_000 });
    expect(error.textContent).toContain('通话读取失败');
    expect(error.textContent).toContain('请检查网络后重试');
    failRead = false;
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId('desk-header');
  });

  it('gives the server reason when the desk is refused (every licence seat held)', async () => {
    failRead = new ApiError('190029', '坐席席位已满（共20席），请联系管理员释放席位后重试');
    draw(<AgentDeskPage />);
    const error = await screen.findByTestId('desk-error', {}, { timeout: 10_000 });
    expect(error.textContent).toContain('坐席席位已满（共20席）');
    // Said once, in the desk's place: the read asks the request layer for no toast.
    expect(request).toHaveBeenCalledWith(getAgentConversation.path, expect.objectContaining({ silent: true }));
    expect(request).not.toHaveBeenCalledWith(getAgentConversation.path, expect.objectContaining({ silent: false }));
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw(<AgentDeskPage />);
    const header = await screen.findByTestId('desk-header', {}, { timeout: 10_000 });
    expect(within(header).getByTestId('desk-direction').textContent).toBe('Inbound');
    expect(within(header).getByTestId('desk-state').textContent).toBe('On call');
    expect(screen.getByTestId('desk-recommend').textContent).toContain('Script recommendations');
    expect(screen.getByTestId('desk-quality').textContent).toContain('Real-time QC');
    await waitFor(() => expect(screen.getByTestId('desk-fill').textContent).toContain('Confirmed 1/3'));
    await waitFor(() => expect(screen.getByTestId('desk-portrait').textContent).toContain('Customer portrait'));
  });
});
