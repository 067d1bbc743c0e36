import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { type CustomerPortrait, getCustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import CustomerPortraitPage from './customer-portrait.page.tsx';
import { CONV, draw, PORTRAIT, STARTED } from './desk.fixtures.tsx';

// The server: the conversation through the request layer (quietly), the portrait through call.
const call = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/http.ts', async (original) => ({
  ...(await original<typeof import('../../../platform/request/http.ts')>()),
  request,
}));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });

let current: AgentConversation = CONV;
let portrait: CustomerPortrait | Error = PORTRAIT;

beforeEach(async () => {
  await changeLanguage('zh-CN');
  current = CONV;
  portrait = PORTRAIT;
  request.mockReset();
  request.mockImplementation((path: string) =>
    path === getAgentConversation.path ? Promise.resolve(current) : Promise.reject(new Error(`unexpected ${path}`)),
  );
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint !== getCustomerPortrait) return Promise.reject(new Error('unexpected call'));
    return portrait instanceof Error ? Promise.reject(portrait) : Promise.resolve(portrait);
  });
  vi.spyOn(Date, 'now').mockReturnValue(STARTED + 83_000);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('zh-CN');
});

const drawPage = () => draw(<CustomerPortraitPage />, '/aihelper/agent/customerPortrait');

describe('the customer portrait panel', () => {
  it('shows the customer of the number with tags and attributes, this call, the mood and earlier calls', async () => {
    drawPage();
    const panel = await screen.findByTestId('desk-portrait', {}, { timeout: 10_000 });
    const customer = await within(panel).findByTestId('portrait-customer');
    expect(customer.textContent).toContain('Wang Fang');
    expect(customer.textContent).toContain('15900001111');
    expect(within(customer).getAllByText(/VIP|Broadband/, { selector: '.ant-tag' })).toHaveLength(2);
    expect(customer.textContent).toContain('Plan');
    expect(customer.textContent).toContain('300M fibre');
    expect(call).toHaveBeenCalledWith(getCustomerPortrait, { query: { conversationId: 'conv-1' } });

    const facts = within(panel).getByTestId('portrait-facts');
    expect(facts.textContent).toContain('本次通话信息');
    expect(facts.textContent).toContain('13800138000');
    expect(within(facts).getByText('已识别', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(facts).getByText('已确认', { selector: '.ant-tag' })).toBeTruthy();

    // The mood went from negative at the start to neutral now; each point is a line of the customer.
    const mood = within(panel).getByTestId('portrait-sentiment');
    expect(mood.dataset.now).toBe('neutral');
    expect(mood.textContent).toContain('开始 消极');
    expect(within(mood).getByTestId('portrait-mood-now').textContent).toBe('当前 平稳');
    expect(mood.querySelectorAll('circle')).toHaveLength(2);
    expect(within(mood).getByTestId('portrait-negative').textContent).toBe('消极 1 句');

    const earlier = within(panel).getAllByTestId('portrait-earlier-item');
    expect(earlier.map((e) => e.dataset.kind)).toEqual(['call', 'desk']);
    expect(earlier[0].textContent).toContain(dayjs(STARTED - 86_400_000).format('YYYY-MM-DD HH:mm'));
    expect(earlier[0].textContent).toContain('意向 A');
    expect(earlier[0].textContent).toContain('时长 01:05');
    expect(earlier[0].textContent).toContain('Bill enquiry');
    expect(earlier[1].textContent).toContain('broadband');
    expect(earlier[1].textContent).toContain('无摘要');
    // The single-panel page has the compact header and this panel only.
    expect(screen.queryByTestId('desk-transcript')).toBeNull();
  });

  it('says when the number is not a known customer, and when nothing is known yet', async () => {
    portrait = { customer: null, earlier: [], facts: [], sentiment: [] };
    drawPage();
    const panel = await screen.findByTestId('desk-portrait', {}, { timeout: 10_000 });
    await within(panel).findByText('客户库中没有这个号码');
    expect(panel.textContent).toContain('通话中识别到的姓名、证件、地址等会显示在这里');
    expect(panel.textContent).toContain('客户说话后显示情绪变化');
    expect(panel.textContent).toContain('没有与该号码的历史通话');
  });

  it('says when the portrait cannot be read, and reads it again on retry', async () => {
    portrait = new Error('down');
    drawPage();
    const panel = await screen.findByTestId('desk-portrait', {}, { timeout: 10_000 });
    await within(panel).findByText('客户画像读取失败');
    portrait = PORTRAIT;
    await act(async () => fireEvent.click(within(panel).getByRole('button')));
    await within(panel).findByText('Wang Fang');
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    drawPage();
    const panel = await screen.findByTestId('desk-portrait', {}, { timeout: 10_000 });
    await waitFor(() => expect(panel.textContent).toContain('From this call'));
    expect(panel.textContent).toContain('Customer portrait');
    expect(panel.textContent).toContain('Customer mood');
    expect(within(panel).getByTestId('portrait-mood-now').textContent).toBe('Now Neutral');
    expect(within(panel).getAllByTestId('portrait-earlier-item')[0].textContent).toContain('Bot call');
  });
});
