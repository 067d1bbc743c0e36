/** QA extraction's method, pure (docs/learnself.md): documents, transcripts, grouping, known questions. */
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../src/modules/aikb/document/extract.ts';
import { extractFromSegments } from '../../../src/modules/learnself/qa/extract-document.ts';
import { extractFromTurns, type Turn } from '../../../src/modules/learnself/qa/extract-transcript.ts';
import { dropKnown, groupSimilar } from '../../../src/modules/learnself/qa/group.ts';
import { fixture } from '../../helpers/kb-document.ts';

/** A document as the knowledge base stores it: parsed and split into segments. */
async function segmentsOf(name: string, text: string) {
  const p = await parseDocument(name, Buffer.from(text));
  return p.segments.map((s, i) => ({ id: `s${i}`, seq: i + 1, titlePath: s.title, text: s.text }));
}
const pairs = (found: { question: string; answer: string }[]) => found.map((f) => [f.question, f.answer]);

describe('documents', () => {
  it('finds 问/答 pairs, numbered questions and a question heading, each with its heading path', async () => {
    const found = extractFromSegments(await segmentsOf('qa-faq.md', fixture('qa-faq.md').toString('utf8')));
    expect(pairs(found)).toEqual([
      ['怎么申请退货？', '在「我的订单」中找到该订单，点击申请退货，填写原因后提交即可。'],
      ['退货运费由谁承担？', '商品质量问题由我们承担运费，非质量问题由买家承担。'],
      ['如何开具发票？', '下单时勾选开具发票，填写抬头和税号，发货后三个工作日内开出电子发票。'],
      ['发票可以修改抬头吗？', '发票开出后三十天内可以在订单详情中申请修改抬头一次。'],
      ['会员积分可以抵现吗？', '每 100 积分抵 1 元，结算时自动抵扣，单笔最多抵扣订单金额的一半。'],
    ]);
    expect(found[0].detail).toBe('售后服务常见问题 > 退换货');
    // Explicit markers are surer than a question line; all lie in [0, 0.99].
    expect(found[0].confidence).toBeGreaterThan(found[3].confidence);
    for (const f of found) expect(f.confidence >= 0 && f.confidence <= 0.99).toBe(true);
  });

  it('reads Q:/A: pairs, 【问】【答】, numbered questions without a question mark, and several answer lines', async () => {
    const text = [
      'Q: How do I reset my password?',
      'A: Open Settings, choose Security, then Reset password.',
      '',
      '【问】会员卡丢了怎么办',
      '【答】带身份证到门店补办，工本费10元。',
      '',
      '3、怎么修改收货地址',
      '',
      '发货前可以在订单详情里修改。',
      '',
      '发货后请联系客服。',
    ].join('\n');
    const found = extractFromSegments(await segmentsOf('faq.txt', text));
    expect(pairs(found)).toEqual([
      ['How do I reset my password?', 'Open Settings, choose Security, then Reset password.'],
      ['会员卡丢了怎么办', '带身份证到门店补办，工本费10元。'],
      ['怎么修改收货地址', '发货前可以在订单详情里修改。\n发货后请联系客服。'],
    ]);
  });

  it('a question without an answer, small talk and plain prose give nothing; U+0000 is taken out', () => {
    const seg = (text: string, titlePath = '') => ({ id: 's', seq: 1, titlePath, text });
    expect(extractFromSegments([seg('本手册介绍售后政策。\n请仔细阅读。')])).toEqual([]);
    expect(extractFromSegments([seg('如何退货？\n如何换货？')])).toEqual([]);
    expect(extractFromSegments([seg('问：你好？\n答：您好，欢迎光临。')])).toEqual([]);
    const [f] = extractFromSegments([seg('问：怎么\u0000退货？\n答：在订单页\u0000申请。')]);
    expect([f.question, f.answer]).toEqual(['怎么退货？', '在订单页申请。']);
  });

  it('an answer is cut at a sentence end near 2,000 characters', () => {
    const long = '退货请在订单页申请。'.repeat(400);
    const [f] = extractFromSegments([{ id: 's', seq: 1, titlePath: '', text: `如何退货？\n${long}` }]);
    expect(f.answer.length).toBeLessThanOrEqual(2000);
    expect(f.answer.endsWith('。')).toBe(true);
    expect(f.confidence).toBeLessThan(0.7);
  });
});

describe('transcripts', () => {
  const u = (text: string, o: Partial<Turn> = {}): Turn => ({ role: 'user', text, ...o });
  const b = (text: string, o: Partial<Turn> = {}): Turn => ({ role: 'bot', text, ...o });

  it('pairs a question with the next bot turn, skipping greetings, small talk and fallbacks', () => {
    const found = extractFromTurns([
      b('您好，这里是智语客服，请问有什么可以帮您？'),
      u('你好'),
      b('您好，请讲。'),
      u('你好，请问宽带多久能装好'),
      b('宽带一般在三个工作日内上门安装。'),
      u('那个费用是什么标准啊'),
      b('抱歉，我没听清，请再说一遍。'),
      u('好的谢谢'),
      b('不客气，再见。'),
      u('我的号码是13912345678能查话费吗', { recognised: true }),
      b('您的号码13912345678本月话费58元。'),
    ]);
    expect(pairs(found)).toEqual([
      ['请问宽带多久能装好', '宽带一般在三个工作日内上门安装。'],
      ['我的号码是[手机号]能查话费吗', '您的号码[手机号]本月话费58元。'],
    ]);
    expect(found[1].confidence).toBeGreaterThan(found[0].confidence);
  });

  it('text sessions: only an answer message answers; a disliked answer counts less', () => {
    const found = extractFromTurns([
      u('你们周末营业吗', { kind: 'question' }),
      b('抱歉，我还不会回答。', { kind: 'fallback' }),
      u('怎么改收货地址', { kind: 'question' }),
      b('您是想问', { kind: 'suggest' }),
      u('如何修改收货地址', { kind: 'click' }),
      b('发货前可在订单详情修改地址。', { kind: 'answer', recognised: true }),
      u('退款要多久到账？', { kind: 'question' }),
      b('退款 1-3 个工作日到账。', { kind: 'answer', disliked: true }),
    ]);
    expect(pairs(found)).toEqual([['退款要多久到账？', '退款 1-3 个工作日到账。']]);
    expect(found[0].confidence).toBeLessThan(0.5);
  });
});

describe('similar and known questions', () => {
  const c = (question: string, confidence: number) => ({ question, confidence, similar: [] as string[] });

  it('folds near-identical questions into the surest one as its similar questions', () => {
    const { kept, grouped } = groupSimilar([
      c('怎么申请退货', 0.7),
      c('怎么申请退货？', 0.8),
      c('请问怎么申请退货', 0.6),
      c('运费怎么收', 0.7),
      c('怎么申请退货呢', 0.5),
    ]);
    expect(grouped).toBe(3);
    expect(kept.map((k) => [k.question, k.similar])).toEqual([
      ['怎么申请退货？', ['请问怎么申请退货', '怎么申请退货呢']],
      ['运费怎么收', []],
    ]);
    // Asked several ways: +0.05 a member, at most +0.1.
    expect(kept[0].confidence).toBe(0.9);
    expect(kept[1].confidence).toBe(0.7);
  });

  it('drops what the library already holds as a question or a similar question', () => {
    const { fresh, known } = dropKnown(
      [c('怎么申请退货？', 0.8), c('发票怎么开', 0.8), c('运费怎么收', 0.7)],
      ['怎么申请退货', '如何开具发票', '发票怎么开？'],
    );
    expect(fresh.map((f) => f.question)).toEqual(['运费怎么收']);
    expect(known).toBe(2);
  });
});
