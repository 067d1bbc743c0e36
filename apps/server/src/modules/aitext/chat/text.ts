/** Plain text of sanitised rich text: block ends become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|div|blockquote|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp|#39);/gi, (_m, e: string) => {
      const k = e.toLowerCase();
      if (k.startsWith('#x')) return String.fromCodePoint(Number.parseInt(k.slice(2), 16));
      if (k.startsWith('#')) return String.fromCodePoint(Number(k.slice(1)));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[k] ?? '';
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Letters or digits of any script: a text without them (only emoji or punctuation) is non-text. */
const HAS_WORD = /[\p{L}\p{N}]/u;
export const isWordless = (text: string) => !HAS_WORD.test(text);

/** requirements §3 scene 5: the text contains one of the channel's keywords (case- and width-insensitive). */
export function hasKeyword(text: string, keywords: readonly string[]): boolean {
  const t = text.normalize('NFKC').toLowerCase();
  return keywords.some((k) => k && t.includes(k.normalize('NFKC').toLowerCase()));
}

/** Characters as the visitor sees them (code points), for the 500-character limit. */
export const charCount = (text: string) => Array.from(text).length;
