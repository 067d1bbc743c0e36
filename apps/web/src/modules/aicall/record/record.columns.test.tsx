import { render, waitFor } from '@testing-library/react';
import type { RecordScreen } from '@zhiyu/contract/modules/aicall/record';
import { searchBots } from '@zhiyu/contract/modules/lookups/bot';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '../../../components/schema/search-form.tsx';
import { wrap } from '../../../components/schema/test-utils.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));

const { recordColumns } = await import('./record.columns.tsx');

beforeAll(async () => {
  await changeLanguage('zh-CN');
  await i18n.loadNamespaces('record');
});
beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }));
});

const botQueries = () => call.mock.calls.filter(([e]) => e.path === searchBots.path).map(([, args]) => args);

function search(screen: RecordScreen) {
  const columns = recordColumns(i18n.getFixedT('zh-CN', 'record'), screen) as unknown as SchemaColumn[];
  // Only the bot filter: the other filters read other lists.
  const bot = columns.filter((c) => c.dataIndex === 'botId');
  return render(wrap(<SearchForm columns={bot} values={{}} onSearch={() => undefined} />));
}

describe('record screens: the bot filter (requirements §7 bot/list, 20 a page)', { timeout: 30_000 }, () => {
  it.each([
    ['outboundRecord', 0],
    ['inboundRecord', 1],
  ] as const)('%s asks bot/list for bots of type %i, quietly', async (screen, botType) => {
    const view = search(screen);
    await waitFor(() => expect(botQueries()).toEqual([{ query: { pageNum: 1, pageSize: 20, botType }, silent: true }]));
    expect(view.container.querySelector('#search_botId')).not.toBeNull();
  });
});
