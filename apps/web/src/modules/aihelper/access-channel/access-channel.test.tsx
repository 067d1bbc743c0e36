import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type AccessChannelRow,
  createAccessChannel,
  deleteAccessChannels,
  listAccessChannels,
  regenerateChannelKey,
  updateAccessChannel,
} from '@zhiyu/contract/modules/aihelper/channel';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { drawAt, grantButtons, headers, pageOf, rowOf } from '../../../test/page-kit.tsx';
import AccessChannelPage from './access-channel.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
// antd's message root closes on timers that would outlive this file's jsdom.
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

// antd and jsdom are slow on a busy machine: the page is a search form, a table and two dialogs.
vi.setConfig({ testTimeout: 90_000 });
const LAST = Date.UTC(2026, 4, 6, 1, 2, 3);
const CTI: AccessChannelRow = {
  id: 'ch-1',
  name: '呼叫中心',
  kind: 'cti',
  keyHint: 'abcd',
  conversations: 12,
  lastEventAt: LAST,
  creator: 'tenant',
  createdAt: Date.UTC(2026, 4, 1, 8, 0, 0),
  updatedAt: 0,
};
const CHAT: AccessChannelRow = {
  ...CTI,
  id: 'ch-2',
  name: '官网客服',
  kind: 'chat',
  keyHint: 'wxyz',
  conversations: 0,
  lastEventAt: null,
};
const NEW_KEY = 'zk_created-key-0123456789abcdefghijklmnopqrstu';
const REGENERATED = 'zk_regenerated-key-ZYXWVUTSRQPONMLKJIHGFEDCBA98';
/** The CTI channel's key hint as the server holds it (a regenerate changes it). */
let ctiHint = 'abcd';

beforeEach(async () => {
  await changeLanguage('zh-CN');
  call.mockReset();
  ctiHint = 'abcd';
  call.mockImplementation((endpoint: unknown, args?: { body?: Record<string, unknown> }) => {
    if (endpoint === listAccessChannels) return Promise.resolve(pageOf([{ ...CTI, keyHint: ctiHint }, CHAT]));
    if (endpoint === createAccessChannel)
      return Promise.resolve({
        ...CTI,
        ...args?.body,
        // The server trims the name (contract AccessChannelInput).
        name: String(args?.body?.name).trim(),
        id: 'ch-new',
        keyHint: 'rstu',
        conversations: 0,
        key: NEW_KEY,
      });
    if (endpoint === regenerateChannelKey) {
      ctiHint = 'BA98';
      return Promise.resolve({ ...CTI, keyHint: ctiHint, key: REGENERATED });
    }
    if (endpoint === updateAccessChannel) return Promise.resolve({ ...CTI, ...args?.body });
    if (endpoint === deleteAccessChannels) return Promise.resolve({ deleted: 1 });
    return Promise.reject(new Error('unexpected call'));
  });
  grantButtons('aihelper.channel', ['add', 'edit', 'delete', 'key']);
});
afterEach(() => changeLanguage('zh-CN'));

const draw = () => drawAt('/aihelper/accessChannel', <AccessChannelPage />);

/** The name field of the create/edit dialog (the search form has one too). */
const formName = () =>
  waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('.ant-modal #edit_name');
    if (!input) throw new Error('no dialog');
    return input;
  });
/** The dialog showing a key, once it is in the page. */
const keyDialog = () => screen.findByTestId('channel-key-modal', {}, { timeout: 10_000 });

describe('the access channels page', () => {
  it('lists each channel with its type, key hint, conversations, last event, creator and time', async () => {
    draw();
    await screen.findByText('呼叫中心', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining(['渠道名称', '类型', '密钥', '会话数', '最近接入', '创建人', '创建时间', '操作']),
    );
    const cti = rowOf('呼叫中心');
    expect(within(cti).getByText('电话/CTI', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(cti).getByTestId('channel-key-hint').textContent).toBe('••••abcd');
    expect(within(cti).getByText('12')).toBeTruthy();
    expect(within(cti).getByText(dayjs(LAST).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
    expect(within(cti).getByText('tenant')).toBeTruthy();
    expect(within(cti).getByTestId('channel-edit').textContent?.replace(/\s/g, '')).toBe('编辑');
    expect(within(cti).getByTestId('channel-regenerate').textContent).toBe('重新生成密钥');
    expect(within(cti).getByTestId('channel-delete').textContent?.replace(/\s/g, '')).toBe('删除');
    const chat = rowOf('官网客服');
    expect(within(chat).getByText('在线客服', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(chat).getByTestId('channel-key-hint').textContent).toBe('••••wxyz');
    expect(within(chat).getByText('暂无')).toBeTruthy();
    // The list never holds a key, so none is on the page.
    expect(screen.queryByTestId('channel-key-modal')).toBeNull();
    expect(call).toHaveBeenCalledWith(listAccessChannels, { query: { pageNum: 1, pageSize: 10 } });
  });

  it('shows the new key once after create, with the channel id and how to sign', async () => {
    draw();
    await screen.findByText('呼叫中心', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('channel-add'));
    const name = await formName();
    fireEvent.change(name, { target: { value: '  在线客服-新 ' } });
    fireEvent.click(screen.getByRole('radio', { name: '在线客服' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createAccessChannel, { body: { name: '  在线客服-新 ', kind: 'chat' } }),
    );
    const dialog = await keyDialog();
    expect(within(dialog).getByText('密钥只显示这一次，请妥善保存')).toBeTruthy();
    expect(within(dialog).getByTestId('channel-key-value').textContent).toContain(NEW_KEY);
    expect(within(dialog).getByTestId('channel-key-id').textContent).toContain('ch-new');
    const signing = within(dialog).getByTestId('channel-key-signing').textContent ?? '';
    expect(signing).toContain('/aihelper-api/ingest/events');
    expect(signing).toContain('X-Zhiyu-Channel：渠道 ID（ch-new）');
    expect(signing).toContain('X-Zhiyu-Timestamp');
    expect(signing).toContain('"<timestamp>.<body>"');
    expect(screen.getByText('渠道「在线客服-新」的密钥')).toBeTruthy();
    // Closing it starts the dialog leaving (jsdom never ends the animation that then removes it).
    fireEvent.click(screen.getByTestId('channel-key-close'));
    await waitFor(() => expect(dialog.closest('.ant-modal')?.className).toContain('ant-zoom-leave'));
  });

  it('regenerates a key after a warning and shows the new one', async () => {
    draw();
    await screen.findByText('呼叫中心', {}, { timeout: 10_000 });
    fireEvent.click(within(rowOf('呼叫中心')).getByTestId('channel-regenerate'));
    const confirm = await screen.findByText('旧密钥立即失效', { exact: false });
    expect(confirm.textContent).toContain('渠道「呼叫中心」');
    expect(call).not.toHaveBeenCalledWith(regenerateChannelKey, expect.anything());
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(call).toHaveBeenCalledWith(regenerateChannelKey, { body: { id: 'ch-1' } }));
    const dialog = await keyDialog();
    expect(within(dialog).getByTestId('channel-key-value').textContent).toContain(REGENERATED);
    expect(within(dialog).getByText('密钥只显示这一次，请妥善保存')).toBeTruthy();
    // The list is read again: the row shows the new key's last four characters.
    await waitFor(() => expect(within(rowOf('呼叫中心')).getByTestId('channel-key-hint').textContent).toBe('••••BA98'));
  });

  it('edits the name and kind of a row, and deletes after confirming', async () => {
    draw();
    await screen.findByText('呼叫中心', {}, { timeout: 10_000 });
    fireEvent.click(within(rowOf('呼叫中心')).getByTestId('channel-edit'));
    const name = await formName();
    await waitFor(() => expect(name.value).toBe('呼叫中心'));
    fireEvent.change(name, { target: { value: '呼叫中心二' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateAccessChannel, { body: { id: 'ch-1', name: '呼叫中心二', kind: 'cti' } }),
    );
    // An edit answers no key: no key dialog.
    expect(screen.queryByTestId('channel-key-modal')).toBeNull();

    fireEvent.click(within(rowOf('官网客服')).getByTestId('channel-delete'));
    const confirm = await screen.findByText('确定删除渠道「官网客服」吗？', { exact: false });
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(call).toHaveBeenCalledWith(deleteAccessChannels, { body: { ids: ['ch-2'] } }));
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('官网客服', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining(['Channel name', 'Type', 'Key', 'Conversations', 'Last event', 'Created by', 'Created']),
    );
    const chat = rowOf('官网客服');
    expect(within(chat).getByText('Online chat', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(chat).getByText('None yet')).toBeTruthy();
    expect(within(chat).getByTestId('channel-regenerate').textContent).toBe('Regenerate key');
  });
});
