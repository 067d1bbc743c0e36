import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createScript,
  deleteScripts,
  listScripts,
  type ScriptRow,
  updateScript,
} from '@zhiyu/contract/modules/aihelper/script';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { dialogWith, drawAt, grantButtons, headers, rowOf, serveCrud } from '../../../test/page-kit.tsx';
import AgentAssistantPage from './agent-assistant.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
// antd's message root closes on timers that would outlive this file's jsdom.
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const AT = Date.UTC(2026, 4, 6, 1, 2, 3);
const FEE: ScriptRow = {
  id: 'sc-1',
  scene: '信用卡',
  intent: '年费咨询',
  questions: ['年费多少', '要交年费吗', '怎么免年费', '年费能退吗'],
  text: '您好，这张卡首年免年费，当年刷卡满六次即可免次年年费。',
  validity: 0,
  creator: 'tenant',
  updatedAt: AT,
};
const OFF: ScriptRow = {
  ...FEE,
  id: 'sc-2',
  scene: '开场',
  intent: '问候',
  questions: ['你好'],
  text: '您好',
  validity: 1,
};

beforeEach(async () => {
  await changeLanguage('zh-CN');
  serveCrud(
    call,
    { list: listScripts, create: createScript, update: updateScript, remove: deleteScripts },
    () => [FEE, OFF],
    FEE,
    'sc-new',
  );
  grantButtons('aihelper.script');
});
afterEach(() => changeLanguage('zh-CN'));

const draw = () => drawAt('/aihelper/agent-assistant', <AgentAssistantPage />);

const dialog = () => dialogWith('edit_scene');
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));

describe('the assistant settings page: script library', () => {
  it('lists each script with its scene, intent, wordings, text, status, updater and time', async () => {
    draw();
    await screen.findByText('年费咨询', {}, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: '话术库' })).toBeTruthy();
    expect(headers()).toEqual(
      expect.arrayContaining(['场景', '意图', '触发问法', '推荐话术', '状态', '更新人', '更新时间', '操作']),
    );
    const fee = rowOf('年费咨询');
    expect(within(fee).getByText('信用卡')).toBeTruthy();
    const tags = [...within(fee).getByTestId('script-questions').querySelectorAll('.ant-tag')].map(
      (t) => t.textContent,
    );
    expect(tags).toEqual(['年费多少', '要交年费吗', '+2']);
    expect(within(fee).getAllByText(FEE.text).length).toBeGreaterThan(0);
    expect(within(fee).getByText('有效', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(fee).getByText('tenant')).toBeTruthy();
    expect(within(fee).getByText(dayjs(AT).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
    expect(within(rowOf('问候')).getByText('无效', { selector: '.ant-tag' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(listScripts, { query: { pageNum: 1, pageSize: 10 } });
  });

  it('searches by scene and keyword', async () => {
    draw();
    await screen.findByText('年费咨询', {}, { timeout: 10_000 });
    fireEvent.change(document.querySelector('#search_scene') as Element, { target: { value: '信用卡' } });
    fireEvent.change(document.querySelector('#search_keyword') as Element, { target: { value: '年费' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(listScripts, {
        query: { pageNum: 1, pageSize: 10, scene: '信用卡', keyword: '年费' },
      }),
    );
  });

  it('creates a script, refusing it without wordings first', async () => {
    draw();
    await screen.findByText('年费咨询', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('script-add'));
    const form = await dialog();
    fireEvent.change(form.querySelector('#edit_scene') as Element, { target: { value: '信用卡' } });
    fireEvent.change(form.querySelector('#edit_intent') as Element, { target: { value: '额度咨询' } });
    fireEvent.change(form.querySelector('#edit_text') as Element, { target: { value: '您的额度可以在 App 里查看。' } });
    await save();
    await waitFor(() => expect(within(form).getByText('请输入')).toBeTruthy());
    expect(call).not.toHaveBeenCalledWith(createScript, expect.anything());
    fireEvent.change(form.querySelector('#edit_questions') as Element, { target: { value: '额度多少\n能提额吗' } });
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createScript, {
        body: {
          scene: '信用卡',
          intent: '额度咨询',
          questions: ['额度多少', '能提额吗'],
          text: '您的额度可以在 App 里查看。',
          validity: 0,
        },
      }),
    );
  });

  it('edits a script from its row and deletes after confirming', async () => {
    draw();
    await screen.findByText('年费咨询', {}, { timeout: 10_000 });
    fireEvent.click(within(rowOf('年费咨询')).getByTestId('script-edit'));
    const form = await dialog();
    await waitFor(() => expect((form.querySelector('#edit_intent') as HTMLInputElement).value).toBe('年费咨询'));
    fireEvent.click(within(form).getByRole('radio', { name: '无效' }));
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateScript, {
        body: {
          id: 'sc-1',
          scene: '信用卡',
          intent: '年费咨询',
          questions: FEE.questions,
          text: FEE.text,
          validity: 1,
        },
      }),
    );
    fireEvent.click(within(rowOf('问候')).getByTestId('script-delete'));
    const confirm = await screen.findByText('确定删除意图「问候」的这条话术吗？');
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(call).toHaveBeenCalledWith(deleteScripts, { body: { ids: ['sc-2'] } }));
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('年费咨询', {}, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: 'Script library' })).toBeTruthy();
    expect(headers()).toEqual(
      expect.arrayContaining(['Scene', 'Intent', 'Customer wordings', 'Recommended script', 'Status', 'Updated by']),
    );
    expect(within(rowOf('问候')).getByText('Invalid', { selector: '.ant-tag' })).toBeTruthy();
  });
});
