import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_SEGMENTS,
  SEGMENT_MAX_CHARS,
  TITLE_PATH_SEPARATOR,
} from '@zhiyu/contract/modules/aikb/document';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../src/modules/aikb/document/extract.ts';
import type { AppError } from '../../../src/platform/http/errors.ts';

const DIR = path.join(import.meta.dirname, '../../fixtures/kb-docs');
const fixture = (name: string) => readFileSync(path.join(DIR, name));
const parse = (name: string, buf = fixture(name)) => parseDocument(name, buf);

/** The code and Chinese message the client would see. */
async function refusal(p: Promise<unknown>) {
  const e = (await p.then(
    () => undefined,
    (err: unknown) => err,
  )) as AppError | undefined;
  if (!e?.code) throw new Error(`expected a refusal, got ${String(e)}`);
  return { code: e.code, msg: e.message_('zh') };
}
const whole = (s: { title: string; text: string }) => (s.title ? `${s.title}\n${s.text}` : s.text);

describe('document parsing: fixtures', () => {
  it('reads a Chinese .docx with its headings, paragraphs, links and tables', async () => {
    const { type, segments } = await parse('handbook-zh.docx');
    expect(type).toBe('docx');
    expect(segments.map((s) => s.title)).toEqual([
      '售后服务手册',
      `售后服务手册${TITLE_PATH_SEPARATOR}退换货`,
      `售后服务手册${TITLE_PATH_SEPARATOR}保修`,
      '发票',
    ]);
    expect(segments[1].text).toBe('自签收之日起七天内，商品未拆封可无理由退货。\n退货运费由买家承担，质量问题除外。');
    expect(segments[2].text).toContain('详见保修条款。');
    expect(segments[2].text).toContain('电池 | 六个月');
    expect(segments.map((s) => s.seq)).toEqual([1, 2, 3, 4]);
  });

  it('reads a two-page Chinese .pdf page by page, headings from the larger type, radicals as ideographs', async () => {
    const { type, segments } = await parse('two-pages-zh.pdf');
    expect(type).toBe('pdf');
    expect(segments.map((s) => s.title)).toEqual(['退货政策', '发票说明']);
    // Wrapped lines join without spaces; the font's radical code points (⾃, ⻚) read as 自, 页.
    expect(segments[0].text).toBe(
      '自签收之日起七天内，商品未拆封可无理由退货。退货运费由买家承担，质量问题除外。\n请在订单页面提交退货申请，客服将在一个工作日内审核。',
    );
    expect(segments[1].text).toBe('电子发票在订单完成后自动开具，可在个人中心下载。如需纸质发票，请联系客服。');
    expect(segments.map(whole).join('')).not.toMatch(/[\u2e80-\u2fdf]/);
  });

  it('reads markdown as text: headings, lists, tables and code kept, images and links reduced to their text', async () => {
    const { type, segments } = await parse('faq.md');
    expect(type).toBe('md');
    expect(segments.map((s) => s.title)).toEqual([
      '会员常见问题',
      `会员常见问题${TITLE_PATH_SEPARATOR}积分`,
      `会员常见问题${TITLE_PATH_SEPARATOR}接口示例`,
      'Setext heading',
    ]);
    expect(segments[0].text).toBe('会员分为普通会员和高级会员两种，详见会员说明。\n会员等级示意图');
    expect(segments[1].text).toBe(
      '每消费 1 元累计 1 积分。\n积分有效期为一年，过期自动清零。\n积分可以在结算时抵扣现金。\n等级 | 折扣\n普通会员 | 九八折\n高级会员 | 九折',
    );
    expect(segments[2].text).toBe('{ "points": 100 }\n注意：积分不能转让。');
    expect(segments[3].text).toBe('Plain code and a *starred* word.');
    const all = segments.map(whole).join('\n');
    for (const markup of ['](', '![', '**', '```', 'https://', 'title:']) expect(all).not.toContain(markup);
  });

  it('detects GB18030 text and reads it unchanged', async () => {
    const buf = fixture('notice-gb18030.txt');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(buf)).toThrow();
    const { type, segments } = await parse('notice-gb18030.txt', buf);
    expect(type).toBe('txt');
    expect(segments).toHaveLength(1);
    expect(segments[0].text).toBe(
      '退货与换货说明\n商品签收后七天内可以申请退货，十五天内可以申请换货。退货时请保持商品完好，并附上发票。\n客服热线：四百八百八百八，工作时间为每天九点至二十一点。',
    );
  });

  it('reads UTF-8 with and without a byte-order mark the same way', async () => {
    const text = '第一段：你好。\n\n第二段：再见。';
    const plain = await parseDocument('a.txt', Buffer.from(text));
    const bom = await parseDocument('a.TXT', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    expect(bom.segments).toEqual(plain.segments);
    expect(plain.segments[0].text).toBe('第一段：你好。\n第二段：再见。');
  });
});

describe('document parsing: refusals', () => {
  it('a damaged PDF → 160201', async () => {
    expect(await refusal(parse('corrupt.pdf'))).toEqual({ code: '160201', msg: '文档无法读取，文件可能已损坏' });
  });
  it('a password-protected PDF → 160202', async () => {
    expect(await refusal(parse('encrypted.pdf'))).toEqual({ code: '160202', msg: '文档已加密，请解除密码后再上传' });
  });
  it('a scanned PDF (no text) and an empty .docx → 160203', async () => {
    const msg = '文档中没有可识别的文字，扫描件请先进行文字识别';
    expect(await refusal(parse('scanned.pdf'))).toEqual({ code: '160203', msg });
    expect(await refusal(parse('empty.docx'))).toEqual({ code: '160203', msg });
    expect(await refusal(parseDocument('blank.txt', Buffer.from(' \n\t\n　\n')))).toEqual({ code: '160203', msg });
    expect(await refusal(parseDocument('zero.md', Buffer.alloc(0)))).toEqual({ code: '160203', msg });
  });
  it('a wrong extension → 文件格式不匹配, whatever the content', async () => {
    const msg = '文件格式不匹配';
    for (const name of ['a.doc', 'a.xlsx', 'a.pdf.exe', 'noextension', 'a.'])
      expect(await refusal(parseDocument(name, Buffer.from('你好')))).toEqual({ code: '130001', msg });
  });
  it('over 10 MB → 上传文件不能超过10M', async () => {
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x61);
    expect(await refusal(parseDocument('big.txt', big))).toEqual({ code: '130002', msg: '上传文件不能超过10M' });
  });
  it('a file whose content is not its type → 160201', async () => {
    expect((await refusal(parseDocument('fake.pdf', Buffer.from('just text')))).code).toBe('160201');
    expect((await refusal(parseDocument('fake.docx', Buffer.from('just text')))).code).toBe('160201');
    expect((await refusal(parseDocument('fake.docx', fixture('two-pages-zh.pdf')))).code).toBe('160201');
    expect((await refusal(parseDocument('bin.txt', Buffer.from([0x41, 0, 0x42])))).code).toBe('160201');
    // A zip that is not a Word document.
    const zip = fixture('handbook-zh.docx');
    const renamed = Buffer.from(zip.toString('latin1').replaceAll('word/document.xml', 'word/documenX.xml'), 'latin1');
    expect((await refusal(parseDocument('other.docx', renamed))).code).toBe('160201');
  });
  it('bytes in neither UTF-8 nor GB18030 → 160205', async () => {
    const r = await refusal(parseDocument('x.txt', Buffer.from([0xe4, 0xbd, 0x41, 0xff, 0xff, 0x80])));
    expect(r).toEqual({ code: '160205', msg: '无法识别文本编码，请使用 UTF-8 或 GB18030 编码' });
  });
  it(`more than ${DOCUMENT_MAX_SEGMENTS} segments → 160204`, async () => {
    const para = `${'这是一个用于测试分段上限的段落。'.repeat(30)}\n\n`;
    const ok = await parseDocument('ok.txt', Buffer.from(para.repeat(DOCUMENT_MAX_SEGMENTS)));
    expect(ok.segments).toHaveLength(DOCUMENT_MAX_SEGMENTS);
    const r = await refusal(parseDocument('many.txt', Buffer.from(para.repeat(DOCUMENT_MAX_SEGMENTS + 1))));
    expect(r).toEqual({ code: '160204', msg: `文档分段超过${DOCUMENT_MAX_SEGMENTS}段，请拆分后再上传` });
  });
});

describe('splitting', () => {
  const split = async (name: string, text: string) => (await parseDocument(name, Buffer.from(text))).segments;

  it('cuts long paragraphs at sentence ends, every segment within the limit with its heading path', async () => {
    const sentence = (n: number) => `第${n}句话讲的是退货规则的一个细节，内容比较长，需要认真阅读并且理解清楚。`;
    const para = Array.from({ length: 40 }, (_, i) => sentence(i + 1)).join('');
    const segs = await split('long.md', `# 售后\n\n## 退货规则\n\n${para}\n`);
    expect(segs.length).toBeGreaterThan(3);
    for (const s of segs) {
      expect(s.title).toBe(`售后${TITLE_PATH_SEPARATOR}退货规则`);
      expect(whole(s).length).toBeLessThanOrEqual(SEGMENT_MAX_CHARS);
      expect(s.text).toMatch(/^第\d+句/);
      expect(s.text.endsWith('。')).toBe(true);
    }
    expect(segs.map((s) => s.text).join('')).toBe(para);
  });

  it('cuts English at sentence ends but not inside numbers', async () => {
    const para = Array.from({ length: 30 }, (_, i) => `Version 3.${i} adds feature number ${i}, described here.`).join(
      ' ',
    );
    const segs = await split('en.txt', para);
    expect(segs.length).toBeGreaterThan(1);
    for (const s of segs) {
      expect(s.text.length).toBeLessThanOrEqual(SEGMENT_MAX_CHARS);
      expect(s.text).toMatch(/^Version 3\.\d+ adds/);
      expect(s.text.endsWith('described here.')).toBe(true);
    }
  });

  it('cuts a sentence with no end mark at a comma, or at the limit', async () => {
    const noEnd = '甲'.repeat(1200);
    const segs = await split('run.txt', noEnd);
    expect(segs.map((s) => s.text.length)).toEqual([500, 500, 200]);
    const commas = Array.from({ length: 60 }, () => '一二三四五六七八九，').join('');
    for (const s of await split('commas.txt', commas))
      expect(s.text.endsWith('，') || s.text.endsWith('九')).toBe(true);
  });

  it('merges short paragraphs, keeps sections apart and drops empty ones', async () => {
    const segs = await split(
      'short.md',
      '# 甲\n\n一。\n\n二。\n\n   \n\n三。\n\n# 乙\n\n四。\n\n## 丙\n\n五。\n\n# 丁\n\n# 戊\n\n六。',
    );
    expect(segs.map((s) => [s.title, s.text])).toEqual([
      ['甲', '一。\n二。\n三。'],
      ['乙', '四。'],
      [`乙${TITLE_PATH_SEPARATOR}丙`, '五。'],
      ['戊', '六。'],
    ]);
  });

  it('collapses whitespace and removes invisible characters', async () => {
    const segs = await split('ws.txt', '  你好，\t\t世界\u200b！  \r\n\r\n  Hello \u3000  world \u00a0 again.  ');
    expect(segs[0].text).toBe('你好， 世界！\nHello world again.');
  });

  it('text of headings only is read as its headings', async () => {
    expect((await split('h.md', '# 目录\n\n## 第一章')).map((s) => s.text)).toEqual(['目录\n第一章']);
  });

  it('cuts a very long heading path, keeping its last headings', async () => {
    const h = (c: string) => c.repeat(60);
    const segs = await split('deep.md', `# ${h('甲')}\n## ${h('乙')}\n### ${h('丙')}\n\n正文。`);
    expect(segs[0].title.length).toBeLessThanOrEqual(100);
    expect(segs[0].title.endsWith('丙…')).toBe(true);
  });
});
