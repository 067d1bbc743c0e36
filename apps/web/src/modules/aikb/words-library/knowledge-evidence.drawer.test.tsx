import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { getKnowledgeEvidence } from '@zhiyu/contract/modules/aikb/knowledge-evidence';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { KnowledgeEvidenceDrawer } from './knowledge-evidence.drawer.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => call.mockReset());

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <KnowledgeEvidenceDrawer item={{ id: 'kn-1', question: '宽带怎么报修' }} onClose={() => {}} />
    </QueryClientProvider>,
  );
const row = (over: object) => ({
  id: 'm1',
  sessionId: 's1',
  question: '网断了找谁',
  picked: false,
  vote: null,
  reason: null,
  transferred: false,
  score: 0.71,
  askedAt: Date.UTC(2026, 10, 28, 2, 0, 0),
  ...over,
});

describe('the hits of a knowledge item', () => {
  it('shows the totals and each question with how it ended', async () => {
    call.mockResolvedValue({
      list: [
        row({ id: 'm2', question: '光纤上门要预约吗', picked: true, transferred: true }),
        row({ vote: 'dislike', reason: '没说电话' }),
      ],
      total: 2,
      totalCapped: false,
      pageNum: 1,
      pageSize: 10,
      summary: { answered: 2, picked: 1, liked: 0, disliked: 1, transferred: 1 },
    });
    show();
    expect(await screen.findByText('光纤上门要预约吗')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(getKnowledgeEvidence, { query: { id: 'kn-1', pageNum: 1, pageSize: 10 } });
    expect(screen.getByText('命中记录：宽带怎么报修')).toBeTruthy();
    const summary = screen.getByTestId('kb-evidence-summary');
    expect(within(summary).getByText('回答次数')).toBeTruthy();
    expect(within(summary).getByText('回答后转人工')).toBeTruthy();
    expect(screen.getByText('从“您是不是想问”选中')).toBeTruthy();
    expect(screen.getByText('随后转人工')).toBeTruthy();
    expect(screen.getByText('点踩', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('没说电话')).toBeTruthy();
    expect(screen.getAllByText('0.71')).toHaveLength(2);
  });

  it('says when the item has answered nobody yet, and when loading failed', async () => {
    call.mockResolvedValueOnce({
      list: [],
      total: 0,
      totalCapped: false,
      pageNum: 1,
      pageSize: 10,
      summary: { answered: 0, picked: 0, liked: 0, disliked: 0, transferred: 0 },
    });
    const { unmount } = show();
    expect(await screen.findByText('这条知识还没有回答过访客的问题')).toBeTruthy();
    unmount();
    call.mockRejectedValueOnce(new Error('500'));
    show();
    expect(await screen.findByText('命中记录加载失败，请稍后重试')).toBeTruthy();
  });
});
