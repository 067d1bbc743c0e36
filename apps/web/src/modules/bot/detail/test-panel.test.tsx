import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { type BotFlow, emptyFlow } from '@zhiyu/contract/modules/bot/flow';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { editFlow } from './flow-doc.ts';
import { TestPanel } from './test-panel.tsx';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', async (load) => ({
  ...(await load<typeof import('../../../platform/request/call.ts')>()),
  call: (...a: unknown[]) => callMock(...a),
}));

/** Greeting → "yes" (keyword 好的) goes to a transfer; anything else hangs up with a goodbye. */
function flow(): BotFlow {
  let f = emptyFlow('您好，需要办理吗？');
  f = editFlow(f, { type: 'addIntent', name: '同意' });
  f = editFlow(f, { type: 'updateIntent', id: 'i1', patch: { keywords: ['好的'], examples: ['可以办理'] } });
  f = editFlow(f, { type: 'updateNode', id: 'end', patch: { text: '再见' } });
  f = editFlow(f, { type: 'addNode', nodeType: 'transfer', position: { x: 0, y: 0 } });
  f = editFlow(f, { type: 'updateNode', id: 'n2', patch: { text: '正在为您转接' } });
  return editFlow(f, { type: 'connect', source: 'n1', target: 'n2' });
}

const send = (text: string) => {
  fireEvent.change(screen.getByLabelText('输入客户的回答，回车发送'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('test-send'));
};

beforeAll(() => changeLanguage('zh-CN'));

describe('test panel', () => {
  it('walks the draft turn by turn: greeting, recognised intent with score, answer, end', async () => {
    const nodes: (string | null)[] = [];
    await act(async () => {
      render(<TestPanel open flow={flow()} onClose={() => {}} onNode={(n) => nodes.push(n)} />);
    });
    const log = screen.getByTestId('test-transcript');
    expect(
      within(log)
        .getAllByTestId('test-bot-line')
        .map((e) => e.textContent),
    ).toEqual(['您好，需要办理吗？']);
    expect(nodes.at(-1)).toBe('n1');
    await act(async () => send('好的没问题'));
    expect(within(log).getByTestId('test-recognition').textContent).toContain('同意');
    expect(within(log).getByTestId('test-recognition').textContent).toContain('1.00');
    expect(within(log).getAllByTestId('test-bot-line').at(-1)?.textContent).toBe('正在为您转接');
    expect(within(log).getByTestId('test-end').textContent).toBe('通话结束：转人工');
    expect(nodes.at(-1)).toBe('n2');
    // The call ended: no more input until a restart.
    expect((screen.getByTestId('test-send') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('test-restart')));
    expect(within(screen.getByTestId('test-transcript')).getAllByTestId('test-bot-line')).toHaveLength(1);
  });

  it('an unrecognised answer and silence both take the default branch', async () => {
    await act(async () => {
      render(<TestPanel open flow={flow()} onClose={() => {}} onNode={() => {}} />);
    });
    await act(async () => fireEvent.click(screen.getByTestId('test-silence')));
    const log = screen.getByTestId('test-transcript');
    expect(within(log).getByTestId('test-user-line').textContent).toBe('（静音）');
    expect(within(log).getAllByTestId('test-bot-line').at(-1)?.textContent).toBe('再见');
    await act(async () => fireEvent.click(screen.getByTestId('test-restart')));
    await act(async () => send('天气怎么样'));
    expect(within(screen.getByTestId('test-transcript')).getByTestId('test-recognition').textContent).toContain(
      '未识别',
    );
    expect(screen.getByTestId('test-state').textContent).toContain('通话结束：挂机');
  });

  it('a saved bot recognises with its published model between keywords and example similarity', async () => {
    callMock.mockResolvedValue({
      model: { id: 'm1', name: 'M' },
      threshold: 0.5,
      predictions: [{ label: '同意', probability: 0.8 }],
    });
    await act(async () => {
      render(<TestPanel open flow={flow()} botId="bot-1" onClose={() => {}} onNode={() => {}} />);
    });
    await act(async () => send('那就这么定了吧'));
    const tag = within(screen.getByTestId('test-transcript')).getByTestId('test-recognition').textContent;
    expect(tag).toContain('同意');
    expect(tag).toContain('0.80');
    expect(tag).toContain('模型');
    expect(callMock.mock.calls[0][1]).toMatchObject({ body: { botId: 'bot-1', text: '那就这么定了吧' } });
    expect(within(screen.getByTestId('test-transcript')).getAllByTestId('test-bot-line').at(-1)?.textContent).toBe(
      '正在为您转接',
    );
  });
});
