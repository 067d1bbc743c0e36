import { act, screen, waitFor, within } from '@testing-library/react';
import { getDeskForm } from '@zhiyu/contract/modules/aihelper/field';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { getCustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { realtimeStore } from '../../../platform/realtime/store.ts';
import { setItem } from '../../../platform/session/storage.ts';
import AgentDeskPage from './agent.page.tsx';
import CustomerPortraitPage from './customer-portrait.page.tsx';
import { CONV, draw, FIELDS, PORTRAIT, STARTED } from './desk.fixtures.tsx';
import IntelligentFillPage from './intelligent-fill.page.tsx';
import QualityInspectionPage from './quality-inspection.page.tsx';
import RecommendPage from './recommend.page.tsx';

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

/** The skill group's assistant settings show the scripts and the real-time QC only. */
const TWO: AgentConversation = { ...CONV, panels: ['recommend', 'qc'] };
let current: AgentConversation = CONV;

beforeEach(async () => {
  await changeLanguage('zh-CN');
  current = CONV;
  request.mockReset();
  request.mockImplementation((path: string) =>
    path === getAgentConversation.path ? Promise.resolve(current) : Promise.reject(new Error(`unexpected ${path}`)),
  );
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

const PANEL_IDS = ['desk-recommend', 'desk-portrait', 'desk-quality', 'desk-fill'];
const shown = () => PANEL_IDS.filter((id) => screen.queryByTestId(id));

describe('the desk per the skill group’s assistant settings', () => {
  it('draws only the panels the settings show, each in a column of its own', async () => {
    current = TWO;
    draw(<AgentDeskPage />);
    await screen.findByTestId('desk-transcript', {}, { timeout: 10_000 });
    expect(shown()).toEqual(['desk-recommend', 'desk-quality']);
    expect(screen.queryByTestId('desk-panel-off')).toBeNull();
    // The panels left out ask nothing of the server.
    expect(call).not.toHaveBeenCalledWith(getCustomerPortrait, expect.anything());
    expect(call).not.toHaveBeenCalledWith(getDeskForm, expect.anything());
    // Two columns beside the transcript, side by side on a wide screen.
    const columns = [screen.getByTestId('desk-recommend'), screen.getByTestId('desk-quality')].map(
      (p) => p.closest('.ant-col') as HTMLElement,
    );
    expect(columns[0]).not.toBe(columns[1]);
    for (const c of columns) expect(c.className).toContain('ant-col-xl-12');
  });

  it('gives one column all the room when the other is empty', async () => {
    current = { ...CONV, panels: ['recommend', 'portrait'] };
    draw(<AgentDeskPage />);
    await screen.findByTestId('desk-transcript', {}, { timeout: 10_000 });
    expect(shown()).toEqual(['desk-recommend', 'desk-portrait']);
    const column = screen.getByTestId('desk-recommend').closest('.ant-col') as HTMLElement;
    expect(column.className).toContain('ant-col-xl-24');
    expect(column.contains(screen.getByTestId('desk-portrait'))).toBe(true);
  });

  it('draws all four panels by default', async () => {
    draw(<AgentDeskPage />);
    await screen.findByTestId('desk-transcript', {}, { timeout: 10_000 });
    expect(shown()).toEqual(PANEL_IDS);
  });

  it('says on a one-panel page that its panel is off, and who turns it on', async () => {
    current = TWO;
    draw(<IntelligentFillPage />, '/aihelper/agent/intelligentFill');
    const off = await screen.findByTestId('desk-panel-off', {}, { timeout: 10_000 });
    expect(off.textContent).toContain('本技能组的坐席助手未启用「智能填单」');
    expect(off.textContent).toContain('如需使用，请管理员在「坐席助手配置」中为该技能组开启');
    expect(screen.queryByTestId('desk-fill')).toBeNull();
    // The call itself is still shown.
    expect(screen.getByTestId('desk-header')).toBeTruthy();
  });

  it('names the portrait on its page when it is off, and shows the panels that are on', async () => {
    current = TWO;
    const portrait = draw(<CustomerPortraitPage />, '/aihelper/agent/customerPortrait');
    const off = await screen.findByTestId('desk-panel-off', {}, { timeout: 10_000 });
    expect(off.textContent).toContain('「客户画像」');
    portrait.unmount();
    const qc = draw(<QualityInspectionPage />, '/aihelper/agent/qualityInspection');
    await screen.findByTestId('desk-quality', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('desk-panel-off')).toBeNull();
    qc.unmount();
    draw(<RecommendPage />, '/aihelper/agent/recommend');
    await screen.findByTestId('desk-recommend', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('desk-panel-off')).toBeNull();
  });

  it('speaks English on the panel-off notice', async () => {
    await changeLanguage('en-US');
    current = { ...CONV, panels: ['fill'] };
    draw(<QualityInspectionPage />, '/aihelper/agent/qualityInspection');
    const off = await screen.findByTestId('desk-panel-off', {}, { timeout: 10_000 });
    expect(off.textContent).toContain('The assistant of this skill group does not show Real-time QC');
    expect(off.textContent).toContain('An administrator can turn it on for the skill group');
  });

  it('makes the form of the chosen fields only, counting only them', async () => {
    current = { ...CONV, formFieldIds: ['f-phone', 'f-addr'] };
    draw(<IntelligentFillPage />, '/aihelper/agent/intelligentFill');
    const fill = await screen.findByTestId('desk-fill', {}, { timeout: 10_000 });
    await within(fill).findByDisplayValue('13800138000');
    const fields = within(fill).getAllByTestId('fill-field');
    expect(fields.map((f) => f.dataset.field)).toEqual(['Phone', 'Address']);
    // Name (confirmed) is not on this form.
    expect(within(fill).getByTestId('fill-progress').textContent).toBe('已确认 0/2');
  });

  it('says which intent the assistant bot recognised for a script it brought', async () => {
    const byIntent = { ...CONV.recommendations[0], scriptId: 's9', why: '续保咨询', via: 'intent' as const };
    current = { ...CONV, recommendations: [byIntent, CONV.recommendations[1]] };
    draw(<AgentDeskPage />);
    const recommend = await screen.findByTestId('desk-recommend', {}, { timeout: 10_000 });
    const cards = within(recommend).getAllByTestId('recommendation');
    expect(cards.map((c) => c.dataset.script)).toEqual(['s9', 's2']);
    expect(within(cards[0]).getByTestId('recommendation-why').textContent).toBe('识别意图：续保咨询');
    expect(within(cards[1]).getByTestId('recommendation-why').textContent).toBe('匹配：down');
    await waitFor(() => expect(screen.getByTestId('desk-fill')).toBeTruthy());
  });
});
