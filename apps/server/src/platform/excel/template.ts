import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachment } from '../files/serve.ts';
import type { Lang } from '../http/errors.ts';
import type { Bilingual } from '../jobs/queue.ts';
import { cell, colName, NS, XLSX_MIME, XML } from './writer.ts';
import { ZipWriter } from './zip-writer.ts';

/** A column as an importer reads it: its key, the header texts it accepts (zh first, then en), required. */
export interface TemplateColumn {
  key: string;
  headers: readonly string[];
  required?: boolean;
}

/** What the instructions sheet says about one column, and an example value that imports. */
export interface ColumnGuide {
  note: Bilingual;
  example?: Bilingual | string | number;
}

/**
 * The download template of one import kind. `columns` are the importer's own column list (never a
 * copy of its headers): the first sheet carries exactly their header texts, so a filled template
 * is what the importer reads. The second sheet explains each column with an example.
 */
export interface ImportTemplate {
  /** The download's file name, without `.xlsx` (e.g. 标签导入模板). */
  name: Bilingual;
  columns: readonly TemplateColumn[];
  guide?: Record<string, ColumnGuide>;
  /** General lines under the column table (limits, all-or-nothing, where values come from). */
  tips?: Bilingual[];
  maxRows?: number;
}

const TEXT = {
  data: { zh: '导入数据', en: 'Data' },
  guide: { zh: '填写说明', en: 'Instructions' },
  column: { zh: '列名', en: 'Column' },
  required: { zh: '是否必填', en: 'Required' },
  note: { zh: '填写说明', en: 'How to fill it in' },
  example: { zh: '示例', en: 'Example' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  tips: { zh: '注意事项', en: 'Notes' },
  header: {
    zh: '请勿修改「导入数据」工作表的表头；从第 2 行起每行填写一条数据，可删除不需要的非必填列。',
    en: 'Keep the header row of the Data sheet as it is; fill in one record per row from row 2. Optional columns may be removed.',
  },
  allOrNothing: {
    zh: '导入为全部成功或全部失败：任一行有误则不导入任何数据，可在导入框下载错误明细查看原因。',
    en: 'An import succeeds or fails as a whole: with any bad row nothing is imported; the import dialog offers the error details.',
  },
} satisfies Record<string, Bilingual>;

const maxRowsTip = (n: number): Bilingual => ({
  zh: `每个文件最多 ${n} 行数据。`,
  en: `At most ${n} data rows per file.`,
});

/** The header text of a column in a language: the importer's first (Chinese) or second (English) header. */
export const headerOf = (c: TemplateColumn, lang: Lang) =>
  lang === 'en' ? (c.headers[1] ?? c.headers[0]) : c.headers[0];

/** The header row of the template, in the importer's column order. */
export const templateHeaders = (t: ImportTemplate, lang: Lang) => t.columns.map((c) => headerOf(c, lang));

const textOf = (v: Bilingual | string | number | undefined, lang: Lang) =>
  v === undefined ? '' : typeof v === 'object' ? v[lang] : v;

/** One example row under the template's headers (empty where a column has no example). */
export const exampleRow = (t: ImportTemplate, lang: Lang) =>
  t.columns.map((c) => textOf(t.guide?.[c.key]?.example, lang));

/** The rows of the instructions sheet. */
function guideRows(t: ImportTemplate, lang: Lang): unknown[][] {
  const rows: unknown[][] = [[TEXT.column[lang], TEXT.required[lang], TEXT.note[lang], TEXT.example[lang]]];
  for (const c of t.columns) {
    const g = t.guide?.[c.key];
    rows.push([
      headerOf(c, lang),
      (c.required ? TEXT.yes : TEXT.no)[lang],
      g?.note[lang] ?? '',
      textOf(g?.example, lang),
    ]);
  }
  rows.push([], [TEXT.tips[lang]], [TEXT.header[lang]], [TEXT.allOrNothing[lang]]);
  if (t.maxRows) rows.push([maxRowsTip(t.maxRows)[lang]]);
  for (const tip of t.tips ?? []) rows.push([tip[lang]]);
  return rows;
}

const STYLES = `${XML}<styleSheet xmlns="${NS}spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;

/** A sheet's XML: column widths, then the rows; the first row (and section titles) in bold. */
function sheetXml(rows: unknown[][], widths: number[], bold: Set<number>): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  let xml = `${XML}<worksheet xmlns="${NS}spreadsheetml/2006/main">${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
  rows.forEach((values, r) => {
    xml += `<row r="${r + 1}">`;
    values.forEach((v, i) => {
      const c = cell(`${colName(i)}${r + 1}`, v);
      xml += bold.has(r) ? c.replace(/^<c /, '<c s="1" ') : c;
    });
    xml += '</row>';
  });
  return `${xml}</sheetData></worksheet>`;
}

/**
 * The template workbook: sheet 1 (the one every importer reads) holds the header row alone, so an
 * untouched template imports nothing by mistake; sheet 2 holds the instructions and examples.
 */
export function templateWorkbook(t: ImportTemplate, lang: Lang): PassThrough {
  const out = new PassThrough();
  const headers = templateHeaders(t, lang);
  const guide = guideRows(t, lang);
  const sheets = [
    {
      name: TEXT.data[lang],
      xml: sheetXml(
        [headers],
        headers.map((h) => Math.max(14, h.length * 2 + 4)),
        new Set([0]),
      ),
    },
    { name: TEXT.guide[lang], xml: sheetXml(guide, [18, 10, 60, 30], new Set([0, t.columns.length + 2])) },
  ];
  const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="${NS}package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${ct}.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="${ct}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${NS}package/2006/relationships"><Relationship Id="rId1" Type="${NS}officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${NS}spreadsheetml/2006/main" xmlns:r="${NS}officeDocument/2006/relationships"><sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${NS}package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${NS}officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${NS}officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
    ...sheets.map((s, i): [string, string] => [`xl/worksheets/sheet${i + 1}.xml`, s.xml]),
  ];
  (async () => {
    const zip = new ZipWriter(out);
    for (const [part, xml] of parts) await zip.file(part, xml);
    await zip.close();
  })().catch((e) => out.destroy(e));
  return out;
}

/** The template as a download: `<name>.xlsx`, in the caller's language. */
export function sendTemplate(reply: FastifyReply, t: ImportTemplate, lang: Lang) {
  reply.headers({
    'content-type': XLSX_MIME,
    'content-disposition': attachment(`${t.name[lang]}.xlsx`),
    'x-content-type-options': 'nosniff',
  });
  return reply.send(templateWorkbook(t, lang));
}
