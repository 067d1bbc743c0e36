import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ChannelRow } from '@zhiyu/contract/modules/aitext/channel';
import type { ChatMessage } from '@zhiyu/contract/modules/aitext/chat';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import * as api from './chat-test.api.ts';
import { ChatPanel, ChatTestDrawer } from './chat-test.drawer.tsx';

vi.mock('./chat-test.api.ts', () => ({
  chatTestKeys: { channels: () => ['aitext', 'channel', 'test-windows'] },
  openTestSession: vi.fn(),
  sendTestMessage: vi.fn(),
  chooseTestCandidate: vi.fn(),
  voteTestAnswer: vi.fn(),
  askTestHuman: vi.fn(),
  closeTestSession: vi.fn(),
  fetchTestChannels: vi.fn(),
}));
const m = vi.mocked(api);

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => changeLanguage('zh-CN'));

let seq = 0;
const msg = (role: 'user' | 'bot', kind: ChatMessage['kind'], text: string, extra: Partial<ChatMessage> = {}) =>
  ({ id: extra.id ?? `m${++seq}`, role, kind, text, at: 0, ...extra }) as ChatMessage;
const sent = (question: string, ...replies: ChatMessage[]) => ({
  message: msg('user', 'question', question),
  replies,
  transferred: replies.some((r) => r.kind === 'transfer'),
});

beforeEach(() => {
  vi.clearAllMocks();
  m.openTestSession.mockResolvedValue({
    sessionId: 's1',
    visitorId: 'v1',
    channelName: '测试渠道A',
    welcome: msg('bot', 'welcome', '您好，我是小知'),
    quickMenus: [
      { name: '运费', actionType: 3, text: '运费多少', disabled: false },
      { name: '官网', actionType: 2, url: 'https://example.com/help', disabled: false },
      { name: '猜你想问', actionType: 10, disabled: true },
    ],
  });
  m.closeTestSession.mockResolvedValue({ closed: true });
});

const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const enter = (shiftKey = false) => fireEvent.keyDown(input(), { key: 'Enter', shiftKey });
const bubbles = () =>
  screen
    .getAllByTestId('chat-msg')
    .map((el) => `${el.dataset.role}:${within(el).getByTestId('chat-text').textContent}`);
const botByKind = (kind: string) => screen.getAllByTestId('chat-msg').filter((el) => el.dataset.kind === kind);

async function opened() {
  render(<ChatPanel channelKey="wk-test" />);
  await screen.findByText('您好，我是小知');
}

describe('the test window transcript', () => {
  it('opens a session with the welcome and the quick menus; 10 and 11 are disabled', async () => {
    await opened();
    expect(m.openTestSession).toHaveBeenCalledWith('wk-test', undefined);
    expect(bubbles()).toEqual(['bot:您好，我是小知']);
    expect(screen.getByText('欢迎语')).toBeTruthy();
    expect(screen.getByRole('button', { name: '猜你想问' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /运\s*费/ }).hasAttribute('disabled')).toBe(false);
  });

  it('Enter sends the question and shows the answer; Shift+Enter does not send', async () => {
    await opened();
    m.sendTestMessage.mockResolvedValue(sent('订单满多少包邮？', msg('bot', 'answer', '满 99 元包邮\n偏远地区除外')));
    type('订单满多少包邮？');
    enter(true);
    expect(m.sendTestMessage).not.toHaveBeenCalled();
    enter();
    await screen.findByText('知识回答');
    expect(m.sendTestMessage).toHaveBeenCalledWith('wk-test', 's1', '订单满多少包邮？');
    expect(bubbles()).toEqual(['bot:您好，我是小知', 'user:订单满多少包邮？', 'bot:满 99 元包邮\n偏远地区除外']);
    expect(input().value).toBe('');
  });

  it('shows "did you mean" candidates as buttons; a click asks that candidate', async () => {
    await opened();
    const suggest = msg('bot', 'suggest', '您是不是想问：', {
      id: 'sg1',
      candidates: [
        { refId: 'k1', kind: 'item', question: '偏远地区运费怎么算？' },
        { refId: 'k2', kind: 'item', question: '订单满多少包邮？' },
      ],
    });
    m.sendTestMessage.mockResolvedValue(sent('运费', suggest));
    type('运费');
    enter();
    const chips = await screen.findAllByTestId('chat-candidate');
    expect(chips.map((c) => c.textContent)).toEqual(['偏远地区运费怎么算？', '订单满多少包邮？']);
    m.chooseTestCandidate.mockResolvedValue({
      message: msg('user', 'click', '订单满多少包邮？'),
      replies: [msg('bot', 'answer', '满 99 元包邮')],
      transferred: false,
    });
    fireEvent.click(chips[1]);
    await screen.findByText('满 99 元包邮');
    expect(m.chooseTestCandidate).toHaveBeenCalledWith('wk-test', 's1', 'sg1', 'k2');
    expect(bubbles().slice(-2)).toEqual(['user:订单满多少包邮？', 'bot:满 99 元包邮']);
  });

  it('shows the fallback answer as such, without votes', async () => {
    await opened();
    m.sendTestMessage.mockResolvedValue(sent('火星快递', msg('bot', 'fallback', '这个问题我还不会。')));
    type('火星快递');
    enter();
    await screen.findByText('这个问题我还不会。');
    const [fallback] = botByKind('fallback');
    expect(within(fallback).getByText('兜底回复')).toBeTruthy();
    expect(within(fallback).queryByRole('button', { name: /有用/ })).toBeNull();
  });

  it('a like posts the vote on that answer and shows it as given', async () => {
    await opened();
    m.sendTestMessage.mockResolvedValue(sent('包邮', msg('bot', 'answer', '满 99 元包邮', { id: 'a1' })));
    type('包邮');
    enter();
    await screen.findByText('满 99 元包邮');
    m.voteTestAnswer.mockResolvedValue({ messageId: 'a1', vote: 'like', replies: [], transferred: false });
    fireEvent.click(screen.getByRole('button', { name: /有用/ }));
    await screen.findByText('已点赞');
    expect(m.voteTestAnswer).toHaveBeenCalledWith('wk-test', 's1', 'a1', 'like', undefined);
    expect(screen.queryByRole('button', { name: /有用/ })).toBeNull();
  });

  it('a dislike asks for the reason, posts it, and shows the transfer it caused', async () => {
    await opened();
    m.sendTestMessage.mockResolvedValue(sent('包邮', msg('bot', 'answer', '满 99 元包邮', { id: 'a2' })));
    type('包邮');
    enter();
    await screen.findByText('满 99 元包邮');
    fireEvent.click(screen.getByRole('button', { name: /没用/ }));
    fireEvent.change(screen.getByLabelText('点踩原因（选填）'), { target: { value: ' 答非所问 ' } });
    m.voteTestAnswer.mockResolvedValue({
      messageId: 'a2',
      vote: 'dislike',
      replies: [msg('bot', 'transfer', '正在为您转接人工客服，请稍候。')],
      transferred: true,
    });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('已点踩');
    expect(m.voteTestAnswer).toHaveBeenCalledWith('wk-test', 's1', 'a2', 'dislike', '答非所问');
    expect(bubbles().at(-1)).toBe('bot:正在为您转接人工客服，请稍候。');
    expect(screen.getByTestId('chat-human').textContent).toContain('已转人工');
    expect(screen.getByTestId('chat-human').hasAttribute('disabled')).toBe(true);
  });

  it('转人工 asks for a human on this session', async () => {
    await opened();
    m.askTestHuman.mockResolvedValue({
      replies: [msg('bot', 'transfer', '正在为您转接人工客服，请稍候。')],
      transferred: true,
    });
    fireEvent.click(screen.getByTestId('chat-human'));
    await screen.findByText('正在为您转接人工客服，请稍候。');
    expect(m.askTestHuman).toHaveBeenCalledWith('wk-test', 's1');
    expect(screen.getByTestId('chat-human').textContent).toContain('已转人工');
  });

  it('shows the length limit and refuses a message over it', async () => {
    await opened();
    expect(screen.getByText('0 / 500')).toBeTruthy();
    type('好'.repeat(501));
    expect(screen.getByTestId('chat-too-long').textContent).toBe('消息不能超过 500 个字');
    expect(screen.getByTestId('chat-send').hasAttribute('disabled')).toBe(true);
    enter();
    // Code points, as the server counts: 500 emoji are within the limit.
    type('😀'.repeat(500));
    expect(screen.getByTestId('chat-too-long').textContent).toBe('');
    expect(m.sendTestMessage).not.toHaveBeenCalled();
  });

  it('a refused message adds nothing and keeps the text to try again', async () => {
    await opened();
    m.sendTestMessage.mockRejectedValue(new Error('会话已结束'));
    type('还在吗');
    enter();
    await waitFor(() => expect(m.sendTestMessage).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('chat-send').querySelector('.ant-btn-loading-icon')).toBeNull());
    expect(bubbles()).toEqual(['bot:您好，我是小知']);
    expect(input().value).toBe('还在吗');
  });

  it('quick menus: 3 sends its text, 2 opens its link in a new tab', async () => {
    await opened();
    m.sendTestMessage.mockResolvedValue(sent('运费多少', msg('bot', 'answer', '8 元')));
    fireEvent.click(screen.getByRole('button', { name: /运\s*费/ }));
    await screen.findByText('8 元');
    expect(m.sendTestMessage).toHaveBeenCalledWith('wk-test', 's1', '运费多少');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: /官\s*网/ }));
    expect(open).toHaveBeenCalledWith('https://example.com/help', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('重新开始 closes the session and opens a new one with a fresh transcript', async () => {
    await opened();
    m.sendTestMessage.mockResolvedValue(sent('包邮', msg('bot', 'answer', '满 99 元包邮')));
    type('包邮');
    enter();
    await screen.findByText('满 99 元包邮');
    m.openTestSession.mockResolvedValueOnce({
      sessionId: 's2',
      visitorId: 'v1',
      channelName: '测试渠道A',
      welcome: msg('bot', 'welcome', '欢迎回来'),
      quickMenus: [],
    });
    fireEvent.click(screen.getByTestId('chat-restart'));
    await screen.findByText('欢迎回来');
    expect(m.closeTestSession).toHaveBeenCalledWith('wk-test', 's1', true);
    expect(m.openTestSession).toHaveBeenLastCalledWith('wk-test', 'v1');
    expect(bubbles()).toEqual(['bot:欢迎回来']);
    m.sendTestMessage.mockResolvedValue(sent('发票', msg('bot', 'fallback', '不会')));
    type('发票');
    enter();
    await screen.findByText('不会');
    expect(m.sendTestMessage).toHaveBeenLastCalledWith('wk-test', 's2', '发票');
  });
});

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );
const row = (over: Partial<ChannelRow>): ChannelRow => ({
  id: 'c1',
  name: '测试窗口一',
  channelType: 1,
  kind: 'widget',
  libraryIds: [],
  welcome: '',
  quickMenus: [],
  fallback: '',
  transferScenes: [],
  keywords: [],
  widgetKey: 'wk-c1',
  apiKeyHint: '',
  status: 1,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

describe('the test window drawer', () => {
  it('says how to make a test window when the tenant has none, and opens no session', async () => {
    m.fetchTestChannels.mockResolvedValue([]);
    wrap(<ChatTestDrawer open channel={null} onClose={() => {}} />);
    await screen.findByTestId('chat-none');
    expect(screen.getByText(/渠道类型选择“测试窗口”/)).toBeTruthy();
    expect(screen.getByTestId('chat-stats-hint').textContent).toContain('默认不计入统计');
    expect(m.openTestSession).not.toHaveBeenCalled();
  });

  it('from the toolbar, chats with the first test window; closing ends the session', async () => {
    m.fetchTestChannels.mockResolvedValue([row({}), row({ id: 'c2', name: '测试窗口二', widgetKey: 'wk-c2' })]);
    const { rerender } = wrap(<ChatTestDrawer open channel={null} onClose={() => {}} />);
    await screen.findByText('您好，我是小知');
    expect(m.openTestSession).toHaveBeenCalledWith('wk-c1', undefined);
    expect(screen.getByText('试聊「测试窗口一」')).toBeTruthy();
    await act(async () => {
      rerender(
        <QueryClientProvider client={new QueryClient()}>
          <ChatTestDrawer open={false} channel={null} onClose={() => {}} />
        </QueryClientProvider>,
      );
    });
    await waitFor(() => expect(m.closeTestSession).toHaveBeenCalledWith('wk-c1', 's1', true));
  });
});
