import { fireEvent, render, screen } from '@testing-library/react';
import type { BotRow } from '@zhiyu/contract/modules/bot/bot';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../platform/i18n/index.ts';
import { botColumns } from './bot.columns.tsx';
import { botButtonCode, botDetailHref } from './bot-codes.ts';

const row = (over: Partial<BotRow> = {}): BotRow => ({
  id: 'b1',
  name: '贷款回访',
  type: 0,
  description: '',
  shared: 0,
  appId: '30000001',
  editable: true,
  publishedVersion: null,
  revision: 0,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

describe('bot list codes', () => {
  it('uses the bot.* codes on /bot/bot-list and its frame twin, index.* on /index/bot', () => {
    expect(botButtonCode('/bot/bot-list', 'add')).toBe('bot.bot.add-button');
    expect(botButtonCode('/iframe/bot/bot-list', 'delete')).toBe('bot.bot.delete-button');
    expect(botButtonCode('/index/bot', 'share')).toBe('index.bot.share-button');
  });
  it('links a bot to its detail page', () => {
    expect(botDetailHref('a b')).toBe('/index/botDetail?id=a%20b');
  });
});

describe('bot columns', () => {
  const t = i18n.getFixedT('zh-CN', 'bot');
  const cell = (cols: ReturnType<typeof botColumns>, key: string, r: BotRow) => {
    const col = cols.find((c) => c.dataIndex === key && c.render);
    if (!col?.render) throw new Error(key);
    return render(<div>{col.render(undefined, r)}</div>);
  };
  it('labels the seven requirements §3 types and fixes the type once created', () => {
    const type = botColumns(t, { canShare: true, onShare: () => {} }).find((c) => c.dataIndex === 'type');
    expect(Object.keys(type?.valueEnum ?? {})).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    const disabled = type?.disabled as (v: Record<string, unknown>) => boolean;
    expect([disabled({}), disabled({ id: 'b1' })]).toEqual([false, true]);
  });
  it('switches sharing of an own bot and passes the new flag', () => {
    const onShare = vi.fn();
    cell(botColumns(t, { canShare: true, onShare }), 'shared', row());
    fireEvent.click(screen.getByRole('switch'));
    expect(onShare).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }), 1);
  });
  it("disables the switch for another app's bot and without the share button", () => {
    const cols = botColumns(t, { canShare: true, onShare: () => {} });
    const a = cell(cols, 'shared', row({ editable: false, shared: 1 }));
    expect(a.getByRole('switch').hasAttribute('disabled')).toBe(true);
    a.unmount();
    cell(botColumns(t, { canShare: false, onShare: () => {} }), 'shared', row());
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
  });
  it('shows the published version or 未发布', () => {
    const cols = botColumns(t, { canShare: true, onShare: () => {} });
    expect(cell(cols, 'publishedVersion', row({ publishedVersion: 3 })).getByText('v3')).toBeTruthy();
    expect(cell(cols, 'publishedVersion', row()).getByText('未发布')).toBeTruthy();
  });
});
