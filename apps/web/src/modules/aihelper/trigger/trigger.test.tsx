import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listCustomFields } from '@zhiyu/contract/modules/aihelper/field';
import { listScripts } from '@zhiyu/contract/modules/aihelper/script';
import {
  createTrigger,
  deleteTriggers,
  listTriggerIntents,
  listTriggers,
  type TriggerRow,
  updateTrigger,
} from '@zhiyu/contract/modules/aihelper/trigger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import {
  choose,
  dialogWith,
  drawAt,
  grantButtons,
  headers,
  pageOf,
  rowOf,
  serveCrud,
} from '../../../test/page-kit.tsx';
import TriggerPage from './trigger.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const UPDATED = Date.UTC(2026, 10, 20, 1, 2, 3);
const COMPLAINT: TriggerRow = {
  id: 'tr-1',
  name: '投诉升级',
  event: 'customer',
  conditions: { intents: ['投诉'], keywords: ['投诉', '曝光', '12315', '律师'], emotion: 'negative', count: 2 },
  actions: [
    { kind: 'script', scriptId: 'sc-1' },
    { kind: 'fill', fieldId: 'cf-1', value: '投诉' },
    { kind: 'alert', text: '客户要投诉' },
  ],
  validity: 0,
  creator: 'tenant',
  createdAt: UPDATED,
  updatedAt: UPDATED,
};
const GREETING: TriggerRow = {
  ...COMPLAINT,
  id: 'tr-2',
  name: '开场提醒',
  event: 'start',
  conditions: { intents: [], keywords: [], emotion: null, count: 1 },
  actions: [{ kind: 'tip', text: '先核实身份' }],
  validity: 1,
};

beforeEach(async () => {
  await changeLanguage('zh-CN');
  serveCrud(
    call,
    { list: listTriggers, create: createTrigger, update: updateTrigger, remove: deleteTriggers },
    () => [COMPLAINT, GREETING],
    COMPLAINT,
    'tr-new',
    (endpoint) => {
      if (endpoint === listTriggerIntents)
        return Promise.resolve([
          { name: '投诉', source: 'script' },
          { name: '办理分期', source: 'bot' },
        ]);
      if (endpoint === listScripts)
        return Promise.resolve(
          pageOf([
            {
              id: 'sc-1',
              scene: '投诉',
              intent: '投诉',
              questions: ['我要投诉'],
              text: '非常抱歉给您带来不便，我马上为您登记',
              validity: 0,
              creator: 'tenant',
              updatedAt: UPDATED,
            },
          ]),
        );
      if (endpoint === listCustomFields) return Promise.resolve(pageOf([{ id: 'cf-1', name: '业务类型' }], 100));
      return undefined;
    },
  );
  grantButtons('aihelper.trigger');
});
afterEach(() => changeLanguage('zh-CN'));

const draw = () => drawAt('/aihelper/trigger', <TriggerPage />);
const dialog = () => dialogWith('trigger_name');
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
const actionRows = () => screen.getAllByTestId('trigger-action');

/** Chooses `label` in the action kind select of row `i`. */
const kindOf = (i: number, label: string) => choose(within(actionRows()[i]).getByTestId('trigger-action-kind'), label);

describe('the triggers page', () => {
  it('lists each trigger with its event, conditions, actions, state and time, read by POST', async () => {
    draw();
    await screen.findByText('投诉升级', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining(['名称', '触发事件', '触发条件', '执行动作', '状态', '更新时间', '操作']),
    );
    const complaint = rowOf('投诉升级');
    expect(within(complaint).getByText('客户说话')).toBeTruthy();
    const conditions = within(complaint).getByTestId('trigger-conditions');
    // Three keywords shown, the fourth counted; the emotion and the count named.
    expect(conditions.textContent).toContain('曝光');
    expect(conditions.textContent).toContain('+1');
    expect(conditions.textContent).not.toContain('律师');
    expect(conditions.textContent).toContain('客户负面情绪');
    expect(conditions.textContent).toContain('第 2 次');
    expect(within(complaint).getByTestId('trigger-actions-cell').textContent).toBe('推送话术填写字段提醒主管');
    const greeting = rowOf('开场提醒');
    expect(within(greeting).getByText('通话开始')).toBeTruthy();
    expect(within(greeting).getByTestId('trigger-conditions').textContent).toBe('任意一句');
    // The list is a POST of the trigger service: the page and its size go in the body.
    expect(call).toHaveBeenCalledWith(listTriggers, { body: { pageNum: 1, pageSize: 10 } });
  });

  it('creates a trigger with its conditions and two actions; an empty action is refused first', async () => {
    draw();
    await screen.findByText('投诉升级', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('trigger-add'));
    const form = await dialog();
    fireEvent.change(form.querySelector('#trigger_name') as Element, { target: { value: '退订提醒' } });
    await choose('trigger_intents', '办理分期');
    const keywords = form.querySelector('#trigger_keywords') as HTMLInputElement;
    fireEvent.change(keywords, { target: { value: '退订' } });
    fireEvent.keyDown(keywords, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(form.querySelector('#trigger_negative') as Element);
    // A new trigger starts with one tip: left empty, nothing is sent.
    expect(actionRows()).toHaveLength(1);
    await save();
    await within(actionRows()[0]).findByText('请输入');
    expect(call).not.toHaveBeenCalledWith(createTrigger, expect.anything());
    fireEvent.change(within(actionRows()[0]).getByPlaceholderText('坐席看到的提示'), {
      target: { value: '先确认客户身份' },
    });
    fireEvent.click(screen.getByTestId('trigger-action-add'));
    await waitFor(() => expect(actionRows()).toHaveLength(2));
    await kindOf(1, '会话打标签');
    fireEvent.change(await within(actionRows()[1]).findByPlaceholderText('标签名称'), { target: { value: '退订' } });
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createTrigger, {
        body: {
          name: '退订提醒',
          event: 'customer',
          conditions: { intents: ['办理分期'], keywords: ['退订'], emotion: 'negative', count: 1 },
          actions: [
            { kind: 'tip', text: '先确认客户身份' },
            { kind: 'tag', tag: '退订' },
          ],
          validity: 0,
        },
      }),
    );
  });

  it('hides the line conditions for the call start, and sends none', async () => {
    draw();
    await screen.findByText('投诉升级', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('trigger-add'));
    const form = await dialog();
    expect(form.querySelector('#trigger_keywords')).not.toBeNull();
    await choose('trigger_event', '通话开始');
    await waitFor(() => expect(form.querySelector('#trigger_keywords')).toBeNull());
    expect(form.querySelector('#trigger_intents')).toBeNull();
    expect(form.querySelector('#trigger_negative')).toBeNull();
    fireEvent.change(form.querySelector('#trigger_name') as Element, { target: { value: '开场' } });
    fireEvent.change(within(actionRows()[0]).getByPlaceholderText('坐席看到的提示'), { target: { value: '问好' } });
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createTrigger, {
        body: expect.objectContaining({
          event: 'start',
          conditions: { intents: [], keywords: [], emotion: null, count: 1 },
        }),
      }),
    );
  });

  it('edits a trigger from its row (its script, field and alert in the editor) and deletes it', async () => {
    draw();
    await screen.findByText('投诉升级', {}, { timeout: 10_000 });
    fireEvent.click(within(rowOf('投诉升级')).getByTestId('trigger-edit'));
    const form = await dialog();
    await waitFor(() => expect((form.querySelector('#trigger_name') as HTMLInputElement).value).toBe('投诉升级'));
    await waitFor(() => expect(actionRows()).toHaveLength(3));
    // The script by its intent and text, the field by its name.
    await waitFor(() => expect(actionRows()[0].textContent).toContain('投诉 · 非常抱歉给您带来不便'));
    await waitFor(() => expect(actionRows()[1].textContent).toContain('业务类型'));
    fireEvent.click(within(actionRows()[2]).getByTestId('trigger-action-remove'));
    await waitFor(() => expect(actionRows()).toHaveLength(2));
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateTrigger, {
        body: {
          id: 'tr-1',
          name: '投诉升级',
          event: 'customer',
          conditions: COMPLAINT.conditions,
          actions: COMPLAINT.actions.slice(0, 2),
          validity: 0,
        },
      }),
    );
    fireEvent.click(within(rowOf('开场提醒')).getByTestId('trigger-delete'));
    const confirm = await screen.findByText('确定删除触发器“开场提醒”吗？');
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(call).toHaveBeenCalledWith(deleteTriggers, { body: { ids: ['tr-2'] } }));
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('投诉升级', {}, { timeout: 10_000 });
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Event', 'Conditions', 'Actions', 'Updated']));
    expect(within(rowOf('投诉升级')).getByText('Customer speaks')).toBeTruthy();
    expect(within(rowOf('开场提醒')).getByTestId('trigger-conditions').textContent).toBe('Any line');
    expect(within(rowOf('投诉升级')).getByText('Alert supervisors')).toBeTruthy();
  });
});
