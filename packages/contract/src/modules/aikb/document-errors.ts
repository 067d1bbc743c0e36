import type { ErrorDef } from '../../errors.ts';

/**
 * Document knowledge (issue 7 §1): 160201–160219. A wrong extension and an oversized file answer
 * the shared upload codes 130001 (文件格式不匹配) and 130002 (上传文件不能超过{n}M), as requirements §5 words them.
 */
export const DOCUMENT_ERRORS = {
  '160201': {
    status: 400,
    behaviour: 'toast',
    zh: '文档无法读取，文件可能已损坏',
    en: 'The document cannot be read; the file may be damaged',
  },
  '160202': {
    status: 400,
    behaviour: 'toast',
    zh: '文档已加密，请解除密码后再上传',
    en: 'The document is password-protected; remove the password and upload again',
  },
  '160203': {
    status: 400,
    behaviour: 'toast',
    zh: '文档中没有可识别的文字，扫描件请先进行文字识别',
    en: 'The document has no readable text; run text recognition on scanned files first',
  },
  '160204': {
    status: 400,
    behaviour: 'toast',
    zh: '文档分段超过{n}段，请拆分后再上传',
    en: 'The document splits into more than {n} segments; split it and upload again',
  },
  '160205': {
    status: 400,
    behaviour: 'toast',
    zh: '无法识别文本编码，请使用 UTF-8 或 GB18030 编码',
    en: 'The text encoding is not recognised; use UTF-8 or GB18030',
  },
  '160206': { status: 404, behaviour: 'toast', zh: '文档不存在', en: 'Document not found' },
  '160207': { status: 404, behaviour: 'toast', zh: '分段不存在', en: 'Segment not found' },
} as const satisfies Record<string, ErrorDef>;
