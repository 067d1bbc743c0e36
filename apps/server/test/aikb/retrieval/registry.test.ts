import { describe, expect, it } from 'vitest';
import type { KbEntry } from '../../../src/modules/aikb/retrieval/kb-index.ts';
import { KbIndexRegistry } from '../../../src/modules/aikb/retrieval/registry.ts';

const item = (id: string, question: string, libraryId = 'L1'): KbEntry => ({
  key: `item:${id}`,
  kind: 'item',
  refId: id,
  libraryId,
  question,
  similar: [],
  text: '',
  enabled: true,
});
const all = { threshold: 0, topN: 100 };

/** A loader over a per-tenant store, counting its calls (what a database loader would read). */
function store(data: Record<string, KbEntry[]>) {
  const calls: string[] = [];
  const load = async (tenantId: string) => {
    calls.push(tenantId);
    await new Promise((r) => setTimeout(r, 5));
    return [...(data[tenantId] ?? [])];
  };
  return { calls, load, data };
}

describe('knowledge index registry', () => {
  it('loads a tenant once, on first use; concurrent first calls share the load', async () => {
    const s = store({ t1: [item('1', '怎么开发票')] });
    const reg = new KbIndexRegistry(s.load);
    expect(s.calls).toEqual([]);
    const [a, b] = await Promise.all([reg.get('t1'), reg.get('t1')]);
    expect(a).toBe(b);
    expect(await reg.get('t1')).toBe(a);
    expect(s.calls).toEqual(['t1']);
    expect(a.search('开发票')[0].key).toBe('item:1');
  });

  it("tenants never see each other's knowledge, and changes go to one tenant only", async () => {
    const s = store({ t1: [item('1', '怎么开发票')], t2: [item('2', '会员有什么权益')] });
    const reg = new KbIndexRegistry(s.load);
    const other = new KbIndexRegistry(s.load);
    const t1 = await reg.get('t1');
    const t2 = await reg.get('t2');
    expect(t1.search('会员权益', all)).toEqual([]);
    expect(t2.search('开发票', all)).toEqual([]);
    await reg.upsert('t1', [item('3', '如何申请退货')]);
    expect(t1.search('申请退货')[0].key).toBe('item:3');
    expect(t2.search('申请退货', all)).toEqual([]);
    // Another registry keeps its own indexes: the change above is not in it.
    expect((await other.get('t1')).search('申请退货', all)).toEqual([]);
    expect((await other.get('t2')).search('申请退货', all)).toEqual([]);
  });

  it('upsert and remove reach a loaded index without reloading it', async () => {
    const s = store({ t1: [item('1', '怎么开发票'), item('2', '退款多久到账')] });
    const reg = new KbIndexRegistry(s.load);
    const ix = await reg.get('t1');
    await reg.upsert('t1', [item('1', '支持哪些快递公司')]);
    expect(ix.search('开发票', all).map((h) => h.key)).not.toContain('item:1');
    expect(ix.search('哪些快递公司')[0].key).toBe('item:1');
    await reg.remove('t1', ['item:2', 'item:none']);
    expect(ix.search('退款到账', all)).toEqual([]);
    expect(ix.size).toBe(1);
    expect(s.calls).toEqual(['t1']);
  });

  it('changes to a tenant not loaded yet load nothing; its first search reads the current state', async () => {
    const s = store({ t1: [item('1', '怎么开发票')] });
    const reg = new KbIndexRegistry(s.load);
    await reg.upsert('t1', [item('9', '不会出现')]);
    await reg.remove('t1', ['item:1']);
    expect(s.calls).toEqual([]);
    const ix = await reg.get('t1');
    expect(ix.size).toBe(1);
    expect(ix.search('开发票')[0].key).toBe('item:1');
  });

  it('a change made while the first load runs is applied once it finishes', async () => {
    const s = store({ t1: [item('1', '怎么开发票')] });
    const reg = new KbIndexRegistry(s.load);
    const loading = reg.get('t1');
    await reg.upsert('t1', [item('2', '如何申请退货')]);
    const ix = await loading;
    expect(ix.search('申请退货')[0].key).toBe('item:2');
  });

  it('drop forgets the index: the next get loads afresh', async () => {
    const s = store({ t1: [item('1', '怎么开发票')] });
    const reg = new KbIndexRegistry(s.load);
    const first = await reg.get('t1');
    s.data.t1 = [item('1', '怎么开发票'), item('2', '如何申请退货')];
    reg.drop('t1');
    const second = await reg.get('t1');
    expect(second).not.toBe(first);
    expect(second.size).toBe(2);
    expect(s.calls).toEqual(['t1', 't1']);
  });

  it('a failed load rejects that get and is tried again by the next one', async () => {
    let fail = true;
    const reg = new KbIndexRegistry(async () => {
      if (fail) throw new Error('database unavailable');
      return [item('1', '怎么开发票')];
    });
    await expect(reg.get('t1')).rejects.toThrow('database unavailable');
    await reg.upsert('t1', [item('2', '如何申请退货')]);
    fail = false;
    const ix = await reg.get('t1');
    expect(ix.size).toBe(1);
    expect(ix.search('开发票')[0].key).toBe('item:1');
  });
});
