/**
 * The tenant's own synonyms (/aikb-api/synonym/*): saving, listing and deleting groups, every bad
 * input refused with its message and nothing written, another tenant's groups out of reach, the
 * change log, and what it is for: a question worded with a group's word is answered by the item
 * worded with another, in the knowledge test (the text bot searches the same index), from the save on (and no longer
 * once the group is gone).
 */

import { createKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { createLibrary } from '@zhiyu/contract/modules/aikb/library';
import { listOperaLog } from '@zhiyu/contract/modules/aikb/opera-log';
import {
  createSynonym,
  deleteSynonyms,
  listBuiltinSynonyms,
  listSynonyms,
  SYNONYM_GROUPS_MAX,
  type SynonymRow,
  updateSynonym,
} from '@zhiyu/contract/modules/aikb/synonym';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { kbSynonyms, kbSynonymWords } from '../../src/modules/aikb/synonym/table.ts';
import { expectRefused } from '../helpers/db.ts';
import { type Item, itemBody, kb, type Lib, type Log, type Page } from '../helpers/kb.ts';
import { hitTest } from '../helpers/kb-hit-test.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
const { get, post } = kb(() => s.app);
const { ask } = hitTest(() => s.app);
let lib = '';
let transfer = '';
let token3 = '';

const list = async (q: Record<string, unknown> = {}, token = s.token) =>
  (await get<Page<SynonymRow>>(listSynonyms, { pageNum: 1, pageSize: 50, ...q }, token)).body.data;
const save = (words: string[], lang = 'zh-CN') => post<SynonymRow>(createSynonym, { words }, s.token, lang);
const answerTo = async (question: string) => (await ask({ question, libraryIds: [lib] }, s.token)).body.data.answer;

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aikb');
  lib = (await post<Lib>(createLibrary, { name: `同义词库-${Date.now()}` }, s.token)).body.data.id;
  const add = async (question: string, similar: string[]) =>
    (await post<Item>(createKnowledge, itemBody(lib, { question, similar }), s.token)).body.data.id;
  transfer = await add('携号转网怎么办理', ['携号转网的办理流程']);
  await add('宽带怎么报装', ['新装宽带流程']);
});

describe('the tenant synonyms', () => {
  it('answers a wording of the group from the save on, and no longer once it is deleted', async () => {
    expect((await answerTo('我想换个运营商')).kind).toBe('fallback');
    const r = await save(['携号转网', '换个运营商', '换运营商']);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const a = await answerTo('我想换个运营商');
    expect([a.kind, a.refId]).toEqual(['answer', transfer]);
    // Traditional characters and full-width letters are the same word.
    expect((await answerTo('換運營商要怎麼弄')).refId).toBe(transfer);
    const gone = await post<{ deleted: number }>(deleteSynonyms, { ids: [r.body.data.id] }, s.token);
    expect(gone.body.data.deleted).toBe(1);
    expect((await answerTo('我想换个运营商')).kind).toBe('fallback');
  });

  it('lists the groups newest first, filtered by part of any word, and logs each change', async () => {
    const a = (await save(['话费', '电话费', '通信费'])).body.data;
    const b = (await save(['wifi', '无线网'])).body.data;
    expect((await list()).list.map((g) => g.id).slice(0, 2)).toEqual([b.id, a.id]);
    expect((await list({ word: '電話' })).list.map((g) => g.id)).toEqual([a.id]);
    expect((await list({ word: 'WIFI' })).list.map((g) => g.id)).toEqual([b.id]);
    const edited = await post<SynonymRow>(updateSynonym, { id: a.id, words: ['话费', '通信费用'] }, s.token);
    expect(edited.body.data.words).toEqual(['话费', '通信费用']);
    expect(edited.body.data.updater).toBe('tenant');
    // The words an edit dropped are free again.
    expect((await save(['电话费', '座机费'])).body.code).toBe('000000');
    const logs = (await get<Page<Log>>(listOperaLog, { targetType: 'synonym', pageSize: 20 }, s.token)).body.data.list;
    const mine = logs.filter((l) => l.targetId === a.id);
    expect(mine.map((l) => l.action).sort()).toEqual(['create', 'update']);
    expect(mine.find((l) => l.action === 'update')?.after).toEqual({ words: ['话费', '通信费用'] });
  });

  it('refuses every bad group with its message and writes nothing', async () => {
    await save(['积分', '会员积分']);
    const cases: [string[], string, string][] = [
      [['积分兑换', '会员积分'], '160012', '「会员积分」已在另一组同义词中'],
      [['账单', '帳單'], '160011', '同一组同义词中有重复的词「帳單」'],
      [['卡', '银行卡'], '160013', '同义词不能是单个汉字：「卡」'],
      [['，，', '银行卡'], '160016', '「，，」不是一个词'],
    ];
    for (const [words, code, msg] of cases) expect(await expectRefused(s.db, () => save(words), code)).toBe(msg);
    expect(await expectRefused(s.db, () => save(['卡', '银行卡'], 'en-US'), '160013')).toBe(
      'A synonym cannot be a single Chinese character: "卡"',
    );
    for (const body of [{ words: ['只有一个'] }, { words: [] }, { words: ['x'.repeat(21), 'y'] }, {}])
      await expectRefused(s.db, () => post(createSynonym, body, s.token), '100001');
    await expectRefused(
      s.db,
      () => post(updateSynonym, { id: 'syn-none', words: ['甲乙', '丙丁'] }, s.token),
      '160014',
    );
  });

  it('stops at the limit of groups', async () => {
    const tenantId = '2001';
    const have = (await list()).total;
    const rows = Array.from({ length: SYNONYM_GROUPS_MAX - have }, (_, i) => ({
      id: `cap-${i}`,
      tenantId,
      words: [`上限词${i}甲`, `上限词${i}乙`],
    }));
    await s.db.insert(kbSynonyms).values(rows);
    const msg = await expectRefused(s.db, () => save(['再来一组', '又一组']), '160015');
    expect(msg).toBe(`同义词组已达上限（${SYNONYM_GROUPS_MAX}组）`);
    await s.db.delete(kbSynonyms).where(eq(kbSynonyms.tenantId, tenantId));
    await s.db.delete(kbSynonymWords).where(eq(kbSynonymWords.tenantId, tenantId));
  });

  it('keeps each tenant to its own groups', async () => {
    const mine = (await save(['挂失', '冻结卡片'])).body.data;
    expect((await list({}, token3)).list.map((g) => g.id)).not.toContain(mine.id);
    await expectRefused(
      s.db,
      () => post(updateSynonym, { id: mine.id, words: ['挂失', '别人改的'] }, token3),
      '160014',
    );
    const r = await post<{ deleted: number }>(deleteSynonyms, { ids: [mine.id] }, token3);
    expect(r.body.data.deleted).toBe(0);
    expect((await list({ word: '挂失' })).list.map((g) => g.id)).toEqual([mine.id]);
    // The same words are free in another tenant.
    expect((await post(createSynonym, { words: ['挂失', '冻结卡片'] }, token3)).body.code).toBe('000000');
  });

  it('lists the built-in groups, read-only, with the same filter', async () => {
    const all = (await get<Page<{ words: string[] }>>(listBuiltinSynonyms, { pageNum: 1, pageSize: 10 }, s.token)).body
      .data;
    expect(all.total).toBeGreaterThan(50);
    expect(all.list).toHaveLength(10);
    const hit = (await get<Page<{ words: string[] }>>(listBuiltinSynonyms, { word: '运费', pageSize: 50 }, s.token))
      .body.data.list;
    expect(hit.length).toBeGreaterThan(0);
    for (const g of hit) expect(g.words.some((w) => w.includes('运费'))).toBe(true);
  });
});
