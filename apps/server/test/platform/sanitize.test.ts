import { EDITOR_FILE_PREFIX } from '@zhiyu/contract/modules/editor/upload';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/platform/sanitize/html.ts';
import { XSS_CORPUS } from '../fixtures/sanitize-corpus.ts';

const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<style/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /<math/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
  /srcdoc/i,
];

describe('sanitizeRichText', () => {
  it.each(XSS_CORPUS)('leaves nothing executable in %s', (payload) => {
    const out = sanitizeRichText(payload);
    for (const re of DANGEROUS) expect(out, `${payload} → ${out}`).not.toMatch(re);
  });

  it('keeps what the rich editor produces', () => {
    const html =
      '<p><strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s></p><ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol>' +
      '<blockquote><p>引用</p></blockquote><p><a target="_blank" rel="noopener noreferrer nofollow" href="//www.zhiyu.cn">链接</a></p>' +
      `<img src="${EDITOR_FILE_PREFIX}a.png"><video src="https://cdn.example/v.mp4" controls="true"></video>`;
    // sanitize-html writes void elements self-closed; browsers read both forms alike.
    expect(sanitizeRichText(html)).toBe(html.replace('a.png">', 'a.png" />'));
  });

  it('makes every link open in a new tab without an opener, and drops media without a source', () => {
    expect(sanitizeRichText('<a href="http://a.cn">a</a>')).toBe(
      '<a href="http://a.cn" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizeRichText('<img src="javascript:alert(1)"><p>t</p>')).toBe('<p>t</p>');
  });

  it('keeps the text of unknown tags but not of scripts', () => {
    expect(sanitizeRichText('<div><span>文字</span></div><script>bad()</script>')).toBe('文字');
  });
});
