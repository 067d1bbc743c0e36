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
// antd's message root closes on timers that would outlive this file's jsdom.
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const AT = Date.UTC(2026, 4, 6, 1, 2, 3);
const rule = (over: Partial<QcRuleRow>): QcRuleRow => ({
  ...{ id: 'qc-1', name: '', kind: 'forbidden', speaker: 'agent', words: [], phase: null, withinSeconds: null },
  ...{ threshold: null, severity: 'warning', validity: 0, creator: 'tenant', createdAt: AT, updatedAt: AT },
  ...{ mode: 'realtime', strategy: 0, score: 0, cap: null, pattern: '' },
  ...over,
});
const FORBIDDEN = rule({
  name: '服务禁语',
  words: ['不知道', '不归我管', '你听不懂吗', '自己看'],
  severity: 'critical',
});
const IDENTITY = rule({
  ...{ id: 'qc-2', name: '核实身份', kind: 'required', words: ['核实一下您的身份'] },
  ...{ phase: 'identity', withinSeconds: 90 },
});
const RATE = rule({ id: 'qc-3', name: '语速', kind: 'speechRate', threshold: 5.5, severity: 'info', validity: 1 });
const SILENCE = rule({ id: 'qc-4', name: '静音', kind: 'silence' });
const ROWS = [FORBIDDEN, IDENTITY, RATE, SILENCE];

beforeEach(async () => {
  await changeLanguage('zh-CN');
  serveCrud(
    call,
    { list: listQcRules, create: createQcRule, update: updateQcRule, remove: deleteQcRules },
    () => ROWS,
    FORBIDDEN,
    'qc-new',
  );
  grantButtons('aihelper.qcRule');
});
afterEach(() => changeLanguage('zh-CN'));

const draw = () => drawAt('/aihelper/qulityPoint', <QualityPointPage />);

const dialog = () => dialogWith('edit_name');
/** The dialog's fields, by their ids. */
const fields = () =>
  [...document.querySelectorAll('.ant-modal .ant-form-item-control-input [id^="edit_"]')]
    .map((el) => el.id.replace('edit_', ''))
    .filter((id, i, all) => all.indexOf(id) === i);
/** A create body: what a new rule is sent with unless the test says otherwise. */
const body = (over: Record<string, unknown>) => ({
  speaker: 'agent',
  words: [],
  phase: null,
  withinSeconds: null,
  threshold: null,
  severity: 'warning',
  validity: 0,
  mode: 'realtime',
  strategy: 0,
  score: 0,
  cap: null,
  pattern: '',
  ...over,
});
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));

describe('the QC points page (real-time quality rules)', () => {
  it('lists each rule with its kind, speaker, words, phase, threshold, severity and status', async () => {
    draw();
    await screen.findByText('服务禁语', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining([
        '规则名称',
        '类型',
        '适用对象',
        '关键词 / 意图',
        '阶段',
        '阈值',
        '质检方式',
        '策略类型',
        '分值',
        '级别',
        '状态',
        '更新时间',
        '操作',
      ]),
    );
    const forbidden = rowOf('服务禁语');
    expect(within(forbidden).getByText('禁用语')).toBeTruthy();
    expect(within(forbidden).getByText('坐席')).toBeTruthy();
    const words = [...within(forbidden).getByTestId('qc-words').querySelectorAll('.ant-tag')].map((t) => t.textContent);
    expect(words).toEqual(['不知道', '不归我管', '你听不懂吗', '+1']);
    expect(within(forbidden).getByText('严重', { selector: '.ant-tag' }).className).toContain('red');
    expect(within(forbidden).getByText('有效', { selector: '.ant-tag' })).toBeTruthy();
    const identity = rowOf('核实身份');
    expect(within(identity).getByText('必说话术')).toBeTruthy();
    expect(within(identity).getByText('身份核实')).toBeTruthy();
    expect(within(identity).getByText('90 秒内')).toBeTruthy();
    expect(within(identity).getByText('警告', { selector: '.ant-tag' })).toBeTruthy();
    const rate = rowOf('语速');
    expect(within(rate).getByText('5.5 字/秒')).toBeTruthy();
    expect(within(rate).getByText('无效', { selector: '.ant-tag' })).toBeTruthy();
    const silence = rowOf('静音');
    expect(within(silence).getByText('静音过长')).toBeTruthy();
    expect(within(silence).getByText('双方')).toBeTruthy();
    expect(within(silence).getByText('8 秒（默认）')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(listQcRules, { query: { pageNum: 1, pageSize: 10 } });
  });

  it('searches by name and kind', async () => {
    draw();
    await screen.findByText('服务禁语', {}, { timeout: 10_000 });
    fireEvent.change(document.querySelector('#search_name') as Element, { target: { value: '禁语' } });
    await choose('search_kind', '禁用语');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(listQcRules, {
        query: { pageNum: 1, pageSize: 10, name: '禁语', kind: 'forbidden' },
      }),
    );
  });

  it('shows only the fields a kind uses', async () => {
    draw();
    await screen.findByText('服务禁语', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('qc-add'));
    await dialog();
    const base = ['name', 'kind', 'mode', 'strategy', 'severity', 'validity'];
    const scoring = ['mode', 'strategy', 'severity', 'validity'];
    await waitFor(() => expect(fields()).toEqual(['name', 'kind', 'speaker', 'words', ...scoring]));
    expect(screen.getByTestId('qc-kind-help').textContent).toContain('说到任一关键词即告警');
    await choose('edit_kind', '必说话术');
    await waitFor(() => expect(fields()).toEqual(['name', 'kind', 'words', 'phase', ...scoring]));
    await choose('edit_phase', '身份核实');
    await waitFor(() => expect(fields()).toEqual(['name', 'kind', 'words', 'phase', 'withinSeconds', ...scoring]));
    await choose('edit_kind', '语速过快');
    await waitFor(() => expect(fields()).toEqual(['name', 'kind', 'speaker', 'rateThreshold', ...scoring]));
    expect(document.querySelector('.ant-modal')?.textContent).toContain('字/秒');
    await choose('edit_kind', '静音过长');
    await waitFor(() => expect(fields()).toEqual(['name', 'kind', 'silenceThreshold', ...scoring]));
    await choose('edit_kind', '抢话');
    await waitFor(() => expect(fields()).toEqual(['name', 'kind', 'overlapThreshold', ...scoring]));
    expect(document.querySelector('.ant-modal')?.textContent).toContain('毫秒');
    await choose('edit_kind', '客户负面情绪');
    await waitFor(() => expect(fields()).toEqual(base));
    expect(screen.getByTestId('qc-kind-help').textContent).toContain('负面情绪');
  });

  it('creates a forbidden-words rule, refusing it without words first', async () => {
    draw();
    await screen.findByText('服务禁语', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('qc-add'));
    const form = await dialog();
    fireEvent.change(form.querySelector('#edit_name') as Element, { target: { value: '推诿' } });
    await save();
    await waitFor(() => expect(within(form).getAllByText('请输入').length).toBeGreaterThan(0));
    expect(call).not.toHaveBeenCalledWith(createQcRule, expect.anything());
    fireEvent.change(form.querySelector('#edit_words') as Element, { target: { value: '不清楚，找别人' } });
    fireEvent.click(within(form).getByRole('radio', { name: '双方' }));
    fireEvent.click(within(form).getByRole('radio', { name: '严重' }));
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createQcRule, {
        body: body({
          name: '推诿',
          kind: 'forbidden',
          speaker: 'any',
          words: ['不清楚', '找别人'],
          severity: 'critical',
        }),
      }),
    );
  });

  it('creates a silence rule with its threshold in seconds', async () => {
    draw();
    await screen.findByText('服务禁语', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('qc-add'));
    const form = await dialog();
    fireEvent.change(form.querySelector('#edit_name') as Element, { target: { value: '长时间静音' } });
    await choose('edit_kind', '静音过长');
    const threshold = await waitFor(() => {
      const input = form.querySelector('#edit_silenceThreshold');
      if (!input) throw new Error('no threshold');
      return input;
    });
    fireEvent.change(threshold, { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('radio', { name: '无效' }));
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createQcRule, {
        body: body({ name: '长时间静音', kind: 'silence', threshold: 12, validity: 1 }),
      }),
    );
  });

  it('edits a rule from its row (the threshold in its kind’s field) and deletes after confirming', async () => {
    draw();
    await screen.findByText('语速', {}, { timeout: 10_000 });
    fireEvent.click(within(rowOf('语速')).getByTestId('qc-edit'));
    const form = await dialog();
    await waitFor(() => expect((form.querySelector('#edit_rateThreshold') as HTMLInputElement).value).toBe('5.5'));
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateQcRule, {
        body: {
          id: 'qc-3',
          ...body({ name: '语速', kind: 'speechRate', threshold: 5.5, severity: 'info', validity: 1 }),
        },
      }),
    );
    fireEvent.click(within(rowOf('静音')).getByTestId('qc-delete'));
    const confirm = await screen.findByText('确定删除规则「静音」吗？');
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(call).toHaveBeenCalledWith(deleteQcRules, { body: { ids: ['qc-4'] } }));
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('服务禁语', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining([
        'Rule name',
        'Type',
        'Applies to',
        'Keywords / intents',
        'Phase',
        'Threshold',
        'Severity',
        'Status',
      ]),
    );
    expect(within(rowOf('静音')).getByText('8 s (default)')).toBeTruthy();
    expect(within(rowOf('核实身份')).getByText('within 90 s')).toBeTruthy();
    expect(within(rowOf('服务禁语')).getByText('Critical', { selector: '.ant-tag' })).toBeTruthy();
  });
});
