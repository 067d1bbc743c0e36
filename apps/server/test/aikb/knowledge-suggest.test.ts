/**
 * Similar questions suggested while an item is edited (POST /aikb-api/knowledge/similar/suggest):
 * the self-learning generator's variants, none too like the question, the similar questions
 * already there or each other; nothing is stored.
 */

import { suggestSimilar } from '@zhiyu/contract/modules/aikb/knowledge';
import { GENERATE_MAX_SIMILARITY } from '@zhiyu/contract/modules/learnself/generate';
import { describe, expect, it } from 'vitest';
import { similarity } from '../../src/platform/nlu/generate.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { dbDigest, expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
type Reply = { generator: string; engine: string; questions: string[]; dropped: number };
const ask = (body: Record<string, unknown>, token = s.token) => callApi<Reply>(s.app, suggestSimilar, { token, body });

describe('similar-question suggestions for a knowledge item', () => {
  it('suggests variants unlike the question, its similar questions and each other, storing nothing', async () => {
    const before = await dbDigest(s.db);
    const similar = ['宽带坏了找谁修', '网络断了怎么报障'];
    const r = await ask({ question: '宽带怎么报修', similar, max: 6 });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const { questions } = r.body.data;
    expect(r.body.data.generator).toBe('builtin');
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(6);
    for (const [i, q] of questions.entries()) {
      for (const other of ['宽带怎么报修', ...similar, ...questions.slice(0, i)])
        expect(similarity(q, other), `${q} / ${other}`).toBeLessThan(GENERATE_MAX_SIMILARITY);
    }
    expect(await dbDigest(s.db)).toEqual(before);
  });

  it('refuses bad input and callers who may not edit knowledge, changing nothing', async () => {
    for (const body of [
      { question: '   ' },
      { question: 'x'.repeat(201) },
      { question: '宽带怎么报修', max: 11 },
      { question: '宽带怎么报修', max: 0 },
      { question: '宽带怎么报修', similar: Array.from({ length: 51 }, (_, i) => `问法${i}`) },
      { similar: ['宽带坏了找谁修'] },
    ])
      await expectRefused(s.db, () => ask(body), '100001');
    const agent = (await tokenFor(s.app, 'agent', PASSWORDS.agent)).authorization;
    await expectRefused(s.db, () => ask({ question: '宽带怎么报修' }, agent), '100403');
  });
});
