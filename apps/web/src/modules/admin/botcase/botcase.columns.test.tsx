import { fireEvent, render, waitFor } from '@testing-library/react';
import { listBotCaseBots } from '@zhiyu/contract/modules/admin/botcase';
import { Form } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../components/schema/schema-form.tsx';
import { renderForm, wrap } from '../../../components/schema/test-utils.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));

const { botCaseColumns } = await import('./botcase.columns.tsx');

const BOTS = [
  { id: 'bot-2001-1', name: '信用卡分期营销', botType: 0, tenantId: '2001', tenantName: '知语演示租户' },
  { id: 'bot-2002-0', name: '机器人 ISO-MARK-T2 0', botType: 0, tenantId: '2002', tenantName: '隔离租户乙' },
];

beforeAll(async () => {
  await changeLanguage('zh-CN');
  await i18n.loadNamespaces('brand');
});
beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (endpoint: { path: string }) =>
    endpoint.path === listBotCaseBots.path
      ? { list: BOTS, total: BOTS.length, totalCapped: false, pageNum: 1, pageSize: 20 }
      : [],
  );
});

const columns = () => botCaseColumns(i18n.getFixedT('zh-CN', 'brand')) as unknown as SchemaColumn[];
const botQueries = () =>
  call.mock.calls.filter(([e]) => e.path === listBotCaseBots.path).map(([, args]) => args?.query);

describe('showcase bot field: bots of every tenant, 20 a page (requirements §7 select load-more)', {
  timeout: 30_000,
}, () => {
  it('asks page 1 of 20, offers each bot with its tenant, and sends the typed name', async () => {
    const view = renderForm(columns());
    await waitFor(() => expect(botQueries()).toEqual([{ pageNum: 1, pageSize: 20 }]));
    const input = view.container.querySelector('#schema_botId') as HTMLInputElement;
    fireEvent.mouseDown(input.closest('.ant-select') as Element);
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual([
        '信用卡分期营销 (知语演示租户)',
        '机器人 ISO-MARK-T2 0 (隔离租户乙)',
      ]),
    );
    fireEvent.change(input, { target: { value: 'ISO-MARK' } });
    await waitFor(() => expect(botQueries()).toContainEqual({ pageNum: 1, pageSize: 20, name: 'ISO-MARK' }), {
      timeout: 3000,
    });
  });

  it('an edited case shows its bot by name before the bot page holding it is loaded', async () => {
    call.mockImplementation(async (endpoint: { path: string }) =>
      endpoint.path === listBotCaseBots.path
        ? { list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 20 }
        : [],
    );
    function Edit() {
      const [form] = Form.useForm();
      return (
        <SchemaForm
          columns={columns()}
          form={form}
          mode="modal"
          initialValues={{ botId: 'bot-9', botName: '远方机器人', botTenantName: '某租户' } as never}
          onSubmit={() => undefined}
        />
      );
    }
    const view = render(wrap(<Edit />));
    await waitFor(() => {
      const field = view.container.querySelector('#schema_botId')?.closest('.ant-select');
      expect(field?.textContent).toContain('远方机器人 (某租户)');
    });
  });
});
