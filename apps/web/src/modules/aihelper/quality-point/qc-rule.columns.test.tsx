import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createQcRule,
  deleteQcRules,
  listQcRules,
  type QcRuleRow,
  updateQcRule,
} from '@zhiyu/contract/modules/aihelper/qc';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { choose, dialogWith, drawAt, grantButtons, headers, rowOf, serveCrud } from '../../../test/page-kit.tsx';
import QualityPointPage from './quality-point.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const AT = Date.UTC(2026, 4, 6, 1, 2, 3);
const point = (over: Partial<QcRuleRow>): QcRuleRow => ({
  ...{ id: 'qc-1', name: '', kind: 'forbidden', speaker: 'agent', words: [], phase: null, withinSeconds: null },
  ...{ threshold: null, severity: 'warning', validity: 0, creator: 'tenant', createdAt: AT, updatedAt: AT },
  ...{ mode: 'realtime', strategy: 0, score: 0, cap: null, pattern: '' },
  ...over,
});
const REFUND = point({
  ...{ id: 'qc-p', name: '退款投诉', kind: 'pattern', pattern: '退款&(投诉|举报)&!已解决', speaker: 'customer' },
  ...{ mode: 'postCall', strategy: 1, score: -5, cap: 20 },
});
const INTENT = point({
  id: 'qc-i',
  name: '要求转人工',
  kind: 'intent',
  words: ['转人工', '投诉升级'],
  score: 3,
  strategy: 1,
});
const COUNT = point({ id: 'qc-c', name: '禁语计数', words: ['不知道'] });
const ROWS = [REFUND, INTENT, COUNT];

beforeEach(async () => {
  await changeLanguage('zh-CN');
  serveCrud(
    call,
    { list: listQcRules, create: createQcRule, update: updateQcRule, remove: deleteQcRules },
    () => ROWS,
    COUNT,
    'qc-new',
  );
  grantButtons('aihelper.qcRule');
});
afterEach(() => changeLanguage('zh-CN'));

const draw = async () => {
  drawAt('/aihelper/qulityPoint', <QualityPointPage />);
  await screen.findByText('退款投诉', {}, { timeout: 10_000 });
};
const openAdd = async () => {
  fireEvent.click(screen.getByTestId('qc-add'));
  const form = await dialogWith('edit_name');
  fireEvent.change(form.querySelector('#edit_name') as Element, { target: { value: '新质检点' } });
  return form;
};
const field = (form: HTMLElement, id: string) =>
  waitFor(() => {
    const el = form.querySelector(`#edit_${id}`);
    if (!el) throw new Error(`no field ${id}`);
    return el as HTMLInputElement;
  });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
const created = () => call.mock.calls.filter(([e]) => e === createQcRule);
const body = (over: Record<string, unknown>) => ({
  ...{ speaker: 'agent', words: [], phase: null, withinSeconds: null, threshold: null, severity: 'warning' },
  ...{ validity: 0, mode: 'realtime', strategy: 0, score: 0, cap: null, pattern: '' },
  ...over,
});

describe('QC points: expressions, intents, modes and scoring', () => {
  it('lists the mode, the strategy and a scoring rule’s points with its cap; an expression; intents', async () => {
    await draw();
    expect(headers()).toEqual(expect.arrayContaining(['关键词 / 意图', '质检方式', '策略类型', '分值']));
    const refund = rowOf('退款投诉');
    expect(within(refund).getByText('关键词表达式')).toBeTruthy();
    expect(within(refund).getByTestId('qc-pattern').textContent).toBe('退款&(投诉|举报)&!已解决');
    expect(within(refund).getByText('事后质检', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(refund).getByText('评分规则')).toBeTruthy();
    expect(within(refund).getByTestId('qc-points').textContent).toBe('-5 分，封顶 20');
    const intent = rowOf('要求转人工');
    expect(within(intent).getByText('客户')).toBeTruthy();
    expect(within(intent).getByTestId('qc-points').textContent).toBe('+3 分');
    expect([...within(intent).getByTestId('qc-words').querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual([
      '转人工',
      '投诉升级',
    ]);
    const count = rowOf('禁语计数');
    expect(within(count).getByText('实时质检', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(count).getByText('触发计数')).toBeTruthy();
    expect(within(count).getByTestId('qc-points').textContent).toBe('-');
  });

  it('searches by mode and strategy', async () => {
    await draw();
    await choose('search_mode', '事后质检');
    await choose('search_strategy', '评分规则');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(listQcRules, {
        query: { pageNum: 1, pageSize: 10, mode: 'postCall', strategy: 1 },
      }),
    );
  });

  it('refuses a malformed expression with the reason, then creates the point', async () => {
    await draw();
    const form = await openAdd();
    await choose('edit_kind', '关键词表达式');
    const pattern = await field(form, 'pattern');
    expect(within(form).getByTestId('qc-pattern-help').textContent).toContain('& 表示“并且”');
    expect(within(form).getByRole('radio', { name: '坐席' })).toBeTruthy();
    fireEvent.change(pattern, { target: { value: '退款&(投诉' } });
    await save();
    await within(form).findByText('括号不配对');
    fireEvent.change(pattern, { target: { value: '退款&' } });
    await save();
    await within(form).findByText('表达式不完整：运算符后面缺少关键词');
    fireEvent.change(pattern, { target: { value: '退款 投诉' } });
    await save();
    await within(form).findByText(/运算符位置不对/);
    expect(created()).toEqual([]);
    fireEvent.change(pattern, { target: { value: '退款&(投诉|举报)' } });
    fireEvent.click(within(form).getByRole('radio', { name: '客户' }));
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createQcRule, {
        body: body({ name: '新质检点', kind: 'pattern', speaker: 'customer', pattern: '退款&(投诉|举报)' }),
      }),
    );
  });

  it('creates an intent point from its intent names (longer than a keyword may be)', async () => {
    await draw();
    const form = await openAdd();
    await choose('edit_kind', '客户意图');
    const intents = await field(form, 'intents');
    expect(form.querySelector('#edit_words')).toBeNull();
    expect(within(form).queryByRole('radio', { name: '坐席' })).toBeNull();
    await save();
    await waitFor(() => expect(within(form).getAllByText('请输入').length).toBeGreaterThan(0));
    const long = '客户要求把这笔分期账单改成一次性还清并减免违约金';
    fireEvent.change(intents, { target: { value: `转人工,${long}` } });
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createQcRule, {
        body: body({ name: '新质检点', kind: 'intent', words: ['转人工', long] }),
      }),
    );
  });

  it('shows the points and cap for a scoring rule only, and requires non-zero points', async () => {
    await draw();
    const form = await openAdd();
    fireEvent.change(await field(form, 'words'), { target: { value: '不知道' } });
    expect(form.querySelector('#edit_score')).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: '事后质检' }));
    fireEvent.click(within(form).getByRole('radio', { name: '评分规则' }));
    const score = await field(form, 'score');
    expect(form.querySelector('#edit_cap')).toBeTruthy();
    expect(form.textContent).toContain('负数扣分，正数加分');
    await save();
    await waitFor(() => expect(within(form).getAllByText('请输入').length).toBeGreaterThan(0));
    fireEvent.change(score, { target: { value: '0' } });
    await save();
    await within(form).findByText('评分规则的分值不能为 0');
    expect(created()).toEqual([]);
    fireEvent.change(score, { target: { value: '-5' } });
    fireEvent.change(await field(form, 'cap'), { target: { value: '20' } });
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createQcRule, {
        body: body({
          ...{ name: '新质检点', kind: 'forbidden', words: ['不知道'] },
          ...{ mode: 'postCall', strategy: 1, score: -5, cap: 20 },
        }),
      }),
    );
  });

  it('edits an intent point from its row (its names in the intents field, its points kept)', async () => {
    await draw();
    fireEvent.click(within(rowOf('要求转人工')).getByTestId('qc-edit'));
    const form = await dialogWith('edit_name');
    await waitFor(() => expect(form.querySelector('[data-testid="tag-preview"]')?.textContent).toBe('转人工投诉升级'));
    expect(((await field(form, 'score')) as HTMLInputElement).value).toBe('3');
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateQcRule, {
        body: {
          id: 'qc-i',
          ...body({ name: '要求转人工', kind: 'intent', words: ['转人工', '投诉升级'], strategy: 1, score: 3 }),
        },
      }),
    );
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    await draw();
    expect(headers()).toEqual(expect.arrayContaining(['Mode', 'Strategy', 'Points']));
    expect(within(rowOf('退款投诉')).getByTestId('qc-points').textContent).toBe('−5 pts, cap 20');
    expect(within(rowOf('退款投诉')).getByText('Post-call', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(rowOf('禁语计数')).getByText('Trigger count')).toBeTruthy();
  });
});
