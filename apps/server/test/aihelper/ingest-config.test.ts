/**
 * The ingest keeps a tenant's settings between batches (ingest/config.ts): a rule added, edited or
 * deleted between two batches of the same call holds from the next batch, and the desk shows the
 * alerts each batch raised under the rules of its moment.
 */
import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { createQcRule, deleteQcRules, type QcRuleRow, updateQcRule } from '@zhiyu/contract/modules/aihelper/qc';
import { beforeAll, expect, it } from 'vitest';
import { deskCalls, line, startOf } from '../helpers/aihelper.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
const { ok, send, current } = deskCalls(s, () => channel);

beforeAll(async () => {
  channel = await ok<typeof channel>(createAccessChannel, { name: `设置缓存-${Date.now()}`, kind: 'cti' });
});

it('a rule added, edited or deleted between two batches holds from the next one', async () => {
  const call = `cfg-${Date.now()}`;
  const agentSays = async (seq: number, text: string) => {
    const r = await send([line(call, seq, 'agent', text)]);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    return ((await current())?.alerts ?? []).map((a) => a.ruleName);
  };
  expect((await send([startOf(call, '设置缓存组', '13800001111')])).body.code).toBe('000000');
  // No rule yet: nothing raised.
  expect(await agentSays(2, '这个嘛甲词你先等等')).toEqual([]);
  const rule = await ok<QcRuleRow>(createQcRule, { name: '缓存禁用语', kind: 'forbidden', words: ['甲词'] });
  expect(await agentSays(3, '还是甲词的问题')).toEqual(['缓存禁用语']);
  // Edited: the old word no longer raises, the new one does.
  await ok(updateQcRule, { id: rule.id, name: '缓存禁用语', kind: 'forbidden', words: ['乙词'] });
  expect(await agentSays(4, '甲词又来了')).toEqual(['缓存禁用语']);
  expect(await agentSays(5, '这回是乙词')).toEqual(['缓存禁用语', '缓存禁用语']);
  // Deleted: nothing more.
  await ok(deleteQcRules, { ids: [rule.id] });
  expect(await agentSays(6, '乙词还在说')).toEqual(['缓存禁用语', '缓存禁用语']);
});
