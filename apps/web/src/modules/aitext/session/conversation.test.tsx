import { render, screen } from '@testing-library/react';
import type { SessionMessage } from '@zhiyu/contract/modules/aitext/session';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadLanguage } from '../../../platform/i18n/index.ts';
import { Conversation } from './conversation.tsx';
import { VisitorName, visitorText } from './visitor.tsx';

beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await changeLanguage('zh-CN');
});

const base = {
  hitKind: null,
  hitRefId: null,
  hitTitle: null,
  score: null,
  field: null,
  candidates: null,
  vote: null,
  reason: null,
} satisfies Partial<SessionMessage>;
const msg = (m: Partial<SessionMessage> & Pick<SessionMessage, 'id' | 'role' | 'kind' | 'text'>): SessionMessage => ({
  ...base,
  at: 0,
  ...m,
});

describe('session conversation', () => {
  it('puts the bot left and the visitor right, with candidates, the hit, the vote and its reason, and transfers', () => {
    render(
      <Conversation
        messages={[
          msg({ id: '1', role: 'user', kind: 'question', text: '退货' }),
          msg({
            id: '2',
            role: 'bot',
            kind: 'suggest',
            text: '您是不是想问：',
            candidates: [{ refId: 'i1', kind: 'item', question: '怎么申请退货' }],
          }),
          msg({
            id: '3',
            role: 'bot',
            kind: 'answer',
            text: '点申请退货',
            hitKind: 'item',
            hitRefId: 'i1',
            hitTitle: '怎么申请退货',
            score: 0.9,
            field: 'question',
            vote: 'dislike',
            reason: '太慢',
          }),
          msg({ id: '4', role: 'user', kind: 'human', text: '' }),
          msg({ id: '5', role: 'bot', kind: 'transfer', text: '正在转接' }),
        ]}
      />,
    );
    const [q, s, a, h, tr] = screen.getByTestId('session-chat').children as unknown as HTMLElement[];
    expect(q.style.alignItems).toBe('flex-end');
    expect(s.style.alignItems).toBe('flex-start');
    expect(s.textContent).toContain('怎么申请退货');
    expect(a.textContent).toContain('命中知识：怎么申请退货');
    expect(a.textContent).not.toContain('i1');
    expect(a.textContent).toContain('相似度 0.90');
    expect(a.textContent).toContain('匹配标准问');
    expect(a.textContent).toContain('点踩');
    expect(a.textContent).toContain('原因：太慢');
    expect(h.textContent).toContain('请求转人工');
    expect(tr.dataset.kind).toBe('transfer');
    expect(tr.textContent).toContain('已转人工');
  });

  it('names the hit knowledge by its question, not its id; a deleted one as such', () => {
    render(
      <Conversation
        messages={[
          msg({ id: '1', role: 'bot', kind: 'answer', text: 'a', hitKind: 'item', hitRefId: 'gone-1' }),
          msg({
            id: '2',
            role: 'bot',
            kind: 'answer',
            text: 'b',
            hitKind: 'segment',
            hitRefId: 'seg-9',
            hitTitle: '售后手册 · 七天无理由退货',
          }),
        ]}
      />,
    );
    const [gone, seg] = screen.getAllByTestId('message-hit');
    expect(gone.textContent).toBe('已删除的知识');
    expect(seg.textContent).toBe('命中知识：售后手册 · 七天无理由退货');
    // The id is on hover only (the browser check opens the tooltip).
    expect(document.body.textContent).not.toContain('seg-9');
  });

  it('shows a console test window visitor as 控制台测试 and the tester, other visitors by id', async () => {
    const t = i18n.getFixedT('zh-CN', 'aitext-stats');
    expect(visitorText({ visitorId: 'console-zhang', tester: '张三' }, t)).toBe('控制台测试 · 张三');
    expect(visitorText({ visitorId: 'v-123', tester: null }, t)).toBe('v-123');
    await loadLanguage('en-US', { everything: true });
    const en = i18n.getFixedT('en-US', 'aitext-stats');
    expect(visitorText({ visitorId: 'console-zhang', tester: '张三' }, en)).toBe('Console test · 张三');
    render(<VisitorName row={{ visitorId: 'console-zhang', tester: '张三' }} />);
    expect(screen.getByTestId('session-visitor').textContent).toBe('控制台测试 · 张三');
  });

  it('says so when there are no messages', () => {
    render(<Conversation messages={[]} />);
    expect(screen.getByText('暂无消息')).toBeTruthy();
  });
});
