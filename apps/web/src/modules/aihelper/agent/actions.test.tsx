import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDeskForm, setFillValue, submitDeskForm } from '@zhiyu/contract/modules/aihelper/field';
import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { markScriptUsed } from '@zhiyu/contract/modules/aihelper/script';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { CONV, draw, FIELDS, STARTED } from './desk.fixtures.tsx';
import IntelligentFillPage from './intelligent-fill.page.tsx';
import RecommendPage from './recommend.page.tsx';

// The server: the conversation is read through the request layer (quietly), the rest through call.
const call = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/http.ts', async (original) => ({
  ...(await original<typeof import('../../../platform/request/http.ts')>()),
  request,
}));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess }));

vi.setConfig({ testTimeout: 90_000 });

/** The conversation as the server holds it: the calls below change it as the server would. */
let current: AgentConversation = CONV;

beforeEach(async () => {
  await changeLanguage('zh-CN');
  current = CONV;
  request.mockReset();
  request.mockImplementation((path: string) =>
    path === getAgentConversation.path ? Promise.resolve(current) : Promise.reject(new Error(path)),
  );
  call.mockReset();
  call.mockImplementation((endpoint: unknown, args?: { body?: Record<string, string> }) => {
    const body = args?.body ?? {};
    if (endpoint === getDeskForm) return Promise.resolve(FIELDS);
    if (endpoint === setFillValue) {
      const fill = { fieldId: body.fieldId, value: body.value, utteranceId: null, confirmed: true };
      current = { ...current, fills: [...current.fills.filter((f) => f.fieldId !== body.fieldId), fill] };
      return Promise.resolve(fill);
    }
    if (endpoint === submitDeskForm) {
      current = {
        ...current,
        submittedAt: STARTED + 90_000,
        fills: current.fills.map((f) => ({ ...f, confirmed: true })),
      };
      return Promise.resolve({ id: 'sub-1', submittedAt: STARTED + 90_000, posted: true });
    }
    if (endpoint === markScriptUsed) {
      current = {
        ...current,
        recommendations: current.recommendations.map((r) =>
          r.scriptId === body.scriptId && r.utteranceId === body.utteranceId ? { ...r, used: 'marked' } : r,
        ),
      };
      return Promise.resolve({ used: true });
    }
    return Promise.reject(new Error('unexpected call'));
  });
});

const fieldOf = (name: string) => {
  const f = screen.getAllByTestId('fill-field').find((el) => el.dataset.field === name);
  if (!f) throw new Error(`no field ${name}`);
  return f;
};

describe('the agent acting on the panels', () => {
  it('confirms a value found in the call', async () => {
    draw(<IntelligentFillPage />, '/aihelper/agent/intelligentFill');
    await screen.findByDisplayValue('13800138000', {}, { timeout: 10_000 });
    const phone = fieldOf('Phone');
    expect(phone.dataset.confirmed).toBe('false');
    await act(async () => fireEvent.click(within(phone).getByTestId('fill-confirm')));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(setFillValue, {
        body: { conversationId: 'conv-1', fieldId: 'f-phone', value: '13800138000' },
      }),
    );
    await waitFor(() => expect(fieldOf('Phone').dataset.confirmed).toBe('true'));
    expect(within(fieldOf('Phone')).getByTestId('fill-confirmed').textContent).toBe('已确认');
  });

  it('posts what the agent typed over a field, with Enter', async () => {
    draw(<IntelligentFillPage />, '/aihelper/agent/intelligentFill');
    await screen.findByDisplayValue('13800138000', {}, { timeout: 10_000 });
    const input = within(fieldOf('Address')).getByTestId('fill-input');
    fireEvent.change(input, { target: { value: ' 15 Xueyuan Road ' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(setFillValue, {
        body: { conversationId: 'conv-1', fieldId: 'f-addr', value: '15 Xueyuan Road' },
      }),
    );
    await waitFor(() => expect(fieldOf('Address').dataset.confirmed).toBe('true'));
  });

  it('submits the form, says it was sent, and shows when', async () => {
    draw(<IntelligentFillPage />, '/aihelper/agent/intelligentFill');
    await screen.findByDisplayValue('13800138000', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('fill-submitted')).toBeNull();
    const button = screen.getByTestId('fill-submit');
    expect(button.textContent?.replace(/\s/g, '')).toBe('提交表单');
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(call).toHaveBeenCalledWith(submitDeskForm, { body: { conversationId: 'conv-1' } }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('表单已提交，并已推送到业务系统'));
    await waitFor(() => expect(screen.getByTestId('fill-submitted').textContent).toMatch(/^已于 \d\d:\d\d:\d\d 提交$/));
    expect(screen.getByTestId('fill-submit').textContent?.replace(/\s/g, '')).toBe('重新提交');
    expect(fieldOf('Phone').dataset.confirmed).toBe('true');
  });

  it('marks a recommended script used', async () => {
    draw(<RecommendPage />, '/aihelper/agent/recommend');
    const cards = await screen.findAllByTestId('recommendation', {}, { timeout: 10_000 });
    expect(within(cards[0]).queryByTestId('recommendation-used')).toBeNull();
    await act(async () => fireEvent.click(within(cards[0]).getByTestId('recommendation-mark')));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(markScriptUsed, {
        body: { conversationId: 'conv-1', utteranceId: 'u2', scriptId: 's1' },
      }),
    );
    await waitFor(() =>
      expect(within(screen.getAllByTestId('recommendation')[0]).getByTestId('recommendation-used')).toBeTruthy(),
    );
    expect(within(screen.getAllByTestId('recommendation')[0]).queryByTestId('recommendation-mark')).toBeNull();
  });
});
