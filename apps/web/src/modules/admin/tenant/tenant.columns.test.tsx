import { act, fireEvent, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderForm } from '../../../components/schema/test-utils.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
import { tenantColumns } from './tenant.columns.tsx';

beforeAll(async () => {
  await changeLanguage('zh-CN');
  await i18n.loadNamespaces('org');
});

const t = () => i18n.getFixedT('zh-CN', 'org');
/** The real column list, with the channel picker answering from memory instead of the server. */
const columns = (creating: boolean) =>
  tenantColumns(t(), { creating, fixedChannel: null }).map((c) =>
    c.dataIndex === 'channelId' ? { ...c, request: { load: async () => [{ id: '1001', name: 'A' }] } } : c,
  ) as SchemaColumn[];

describe('tenant dialog columns', () => {
  it('offers the first admin only on create (the password field follows a username: browser test)', async () => {
    const create = renderForm(columns(true));
    await waitFor(() => expect(create.container.querySelector('#schema_adminUsername')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(create.container.querySelector('#schema_adminPassword')).toBeNull();
    create.unmount();
    const edit = renderForm(columns(false));
    await waitFor(() => expect(edit.container.querySelector('#schema_name')).not.toBeNull(), { timeout: 10_000 });
    expect(edit.container.querySelector('#schema_adminUsername')).toBeNull();
  }, 30_000);

  it('shows the seven modules as check boxes, in their Chinese names', async () => {
    const view = renderForm(columns(true));
    await waitFor(() => expect(view.getByLabelText('AI外呼')).toBeTruthy());
    for (const name of ['自学习平台', '坐席助手', '平台管理', '文本机器人', '知识库', 'AI呼叫平台']) {
      expect(view.getByLabelText(name)).toBeTruthy();
    }
  });

  it('refuses an expiry date that is not after today on create, and sends the end of the chosen day', async () => {
    const expiry = columns(true).find((c) => c.dataIndex === 'expiresAt') as SchemaColumn;
    const check = (v: unknown) =>
      ((expiry.rules ?? [])[0] as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, v);
    await expect(check(dayjs().subtract(1, 'day').startOf('day').valueOf())).rejects.toThrow('到期日期须晚于今天');
    await expect(check(dayjs().add(1, 'day').startOf('day').valueOf())).resolves.toBeUndefined();
    await expect(check(undefined)).resolves.toBeUndefined();
    const day = dayjs('2030-05-06').valueOf();
    expect(expiry.dataValue?.(day, {})).toBe(dayjs('2030-05-06').endOf('day').valueOf());
    const onEdit = columns(false).find((c) => c.dataIndex === 'expiresAt') as SchemaColumn;
    expect(onEdit.rules).toEqual([]);
  });

  it('shows the phone rule message for a bad contact phone', async () => {
    const view = renderForm(columns(true));
    await waitFor(() => expect(view.container.querySelector('#schema_contactPhone')).not.toBeNull());
    await act(async () => {
      fireEvent.change(view.container.querySelector('#schema_contactPhone') as Element, { target: { value: '123' } });
    });
    act(() => view.submit());
    expect(await view.findByText('请输入正确的手机号或座机号（如 010-12345678）', {}, { timeout: 5000 })).toBeTruthy();
    expect(view.submitted).toEqual([]);
  });
});
