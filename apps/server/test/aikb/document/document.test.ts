import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_SEGMENTS, type DocumentRow } from '@zhiyu/contract/modules/aikb/document';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../helpers/db.ts';
import { documents, fixture, library, SCOPES, segments, upload, uploadParts } from '../../helpers/kb-document.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn('tenant');
let lib: string;
beforeAll(async () => {
  lib = await library(s.db, SCOPES.tenant);
});

describe('upload: each type is read, split and stored', () => {
  const cases: [string, string, DocumentRow['type'], string[]][] = [
    [
      'handbook-zh.docx',
      '售后服务手册.docx',
      'docx',
      ['售后服务手册', '售后服务手册 > 退换货', '售后服务手册 > 保修', '发票'],
    ],
    ['two-pages-zh.pdf', '退货政策.pdf', 'pdf', ['退货政策', '发票说明']],
    [
      'faq.md',
      '会员 FAQ.md',
      'md',
      ['会员常见问题', '会员常见问题 > 积分', '会员常见问题 > 接口示例', 'Setext heading'],
    ],
    ['notice-gb18030.txt', '通知.TXT', 'txt', ['']],
  ];
  for (const [file, name, type, titles] of cases)
    it(`${type}: ${name}`, async () => {
      const data = fixture(file);
      const r = await upload(s.app, s.token, lib, name, data);
      expect(r.body.code, r.body.msg).toBe('000000');
      const doc = r.body.data;
      expect(doc).toMatchObject({ libraryId: lib, name, type, size: data.length, status: 1, error: '' });
      expect(doc.creator).toBe('tenant');
      expect(doc.segmentCount).toBe(titles.length);
      const segs = await segments(s.app, s.token, { documentId: doc.id, pageSize: 100 });
      expect(segs.body.data.total).toBe(titles.length);
      expect(segs.body.data.list.map((g) => g.titlePath)).toEqual(titles);
      expect(segs.body.data.list.map((g) => g.seq)).toEqual(titles.map((_, i) => i + 1));
      expect(segs.body.data.list.every((g) => g.enabled === 1 && g.documentId === doc.id && g.libraryId === lib)).toBe(
        true,
      );
    });

  it('the GB18030 text arrives as Chinese, not garbled', async () => {
    const r = await upload(s.app, s.token, lib, 'gb.txt', fixture('notice-gb18030.txt'));
    const segs = await segments(s.app, s.token, { documentId: r.body.data.id });
    expect(segs.body.data.list[0].text).toContain('商品签收后七天内可以申请退货');
  });
});

describe('upload: refusals store nothing', () => {
  const refused = (name: string, data: Buffer, code: string) =>
    expectRefused(s.db, () => upload(s.app, s.token, lib, name, data), code);

  it('a wrong extension → 文件格式不匹配', async () => {
    expect(await refused('a.doc', Buffer.from('你好'), '130001')).toBe('文件格式不匹配');
    expect(await refused('a.html', Buffer.from('<p>你好</p>'), '130001')).toBe('文件格式不匹配');
  });
  it('over 10 MB → 上传文件不能超过10M', async () => {
    expect(await refused('big.txt', Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x61), '130002')).toBe('上传文件不能超过10M');
  });
  it('damaged, password-protected, scanned, empty', async () => {
    expect(await refused('corrupt.pdf', fixture('corrupt.pdf'), '160201')).toBe('文档无法读取，文件可能已损坏');
    expect(await refused('locked.pdf', fixture('encrypted.pdf'), '160202')).toBe('文档已加密，请解除密码后再上传');
    const none = '文档中没有可识别的文字，扫描件请先进行文字识别';
    expect(await refused('scan.pdf', fixture('scanned.pdf'), '160203')).toBe(none);
    expect(await refused('empty.docx', fixture('empty.docx'), '160203')).toBe(none);
  });
  it(`more than ${DOCUMENT_MAX_SEGMENTS} segments`, async () => {
    const para = `${'这是一个用于测试分段上限的段落。'.repeat(30)}\n\n`;
    const msg = await refused('many.txt', Buffer.from(para.repeat(DOCUMENT_MAX_SEGMENTS + 1)), '160204');
    expect(msg).toBe(`文档分段超过${DOCUMENT_MAX_SEGMENTS}段，请拆分后再上传`);
  });
  it('no file, two files, another field name', async () => {
    const two = [
      { name: 'files', value: 'a', filename: 'a.txt' },
      { name: 'files', value: 'b', filename: 'b.txt' },
    ];
    expect(await expectRefused(s.db, () => uploadParts(s.app, s.token, lib, two), '130003')).toBe(
      '文件数量超出1条限制，请删除后再上传！',
    );
    const other = [{ name: 'file', value: 'a', filename: 'a.txt' }];
    expect(await expectRefused(s.db, () => uploadParts(s.app, s.token, lib, other), '130004')).toBe('请上传文件');
    expect(await expectRefused(s.db, () => uploadParts(s.app, s.token, lib, []), '130004')).toBe('请上传文件');
  });
  it('an unknown library → 160002', async () => {
    const r = await expectRefused(
      s.db,
      () => upload(s.app, s.token, 'no-such-lib', 'a.txt', Buffer.from('你好')),
      '160002',
    );
    expect(r).toBe('知识库不存在');
  });
});

describe('lists', () => {
  it('documents by library, newest first, paged, filtered by name', async () => {
    const own = await library(s.db, SCOPES.tenant);
    for (const n of ['一.txt', '二.txt', '三.md']) await upload(s.app, s.token, own, n, Buffer.from(`${n}的内容。`));
    const all = await documents(s.app, s.token, { libraryId: own });
    expect(all.body.data.list.map((d) => d.name)).toEqual(['三.md', '二.txt', '一.txt']);
    expect(all.body.data.total).toBe(3);
    const page2 = await documents(s.app, s.token, { libraryId: own, pageSize: 5, pageNum: 2 });
    expect(page2.body.data.list).toEqual([]);
    const byName = await documents(s.app, s.token, { libraryId: own, name: '二', sortField: 'name', sortOrder: 'ASC' });
    expect(byName.body.data.list.map((d) => d.name)).toEqual(['二.txt']);
    const bad = await documents(s.app, s.token, { libraryId: own, pageSize: 7 });
    expect(bad.body.code).toBe('100001');
  });

  it('segments by keyword (text or heading path), in document order', async () => {
    const r = await upload(s.app, s.token, lib, 'kw.docx', fixture('handbook-zh.docx'));
    const id = r.body.data.id;
    const kw = await segments(s.app, s.token, { documentId: id, keyword: '发票' });
    expect(kw.body.data.list.map((g) => g.seq)).toEqual([1, 4]);
    const heading = await segments(s.app, s.token, { documentId: id, keyword: '退换货' });
    expect(heading.body.data.list.map((g) => g.seq)).toEqual([1, 2]);
    const literal = await segments(s.app, s.token, { documentId: id, keyword: '%' });
    expect(literal.body.data.total).toBe(0);
    const paged = await segments(s.app, s.token, { documentId: id, pageSize: 5, pageNum: 1 });
    expect(paged.body.data.list.map((g) => g.seq)).toEqual([1, 2, 3, 4]);
    const unknown = await segments(s.app, s.token, { documentId: 'no-such-doc' });
    expect(unknown.body).toMatchObject({ code: '160206', msg: '文档不存在' });
  });
});
