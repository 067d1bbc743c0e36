const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** `\*` and the like: held as private-use characters while the markup is read, then given back. */
const hide = (s: string) =>
  s.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => String.fromCharCode(0xe000 + c.charCodeAt(0)));
const unhide = (s: string) => s.replace(/[\ue021-\ue07e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000));

/**
 * Markdown inline markup reduced to the text a reader sees: images to their alt text, links to
 * their text, code spans to their code, emphasis and HTML tags removed, entities decoded.
 */
export function inlineText(src: string): string {
  return unhide(
    hide(src)
      .replace(/<!--.*?-->/g, '')
      .replace(/`+([^`]*?)`+/g, (_, code: string) => code.trim())
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(/<((?:https?|ftp|mailto):[^>\s]+)>/gi, '$1')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<\/?[a-zA-Z][^>]*>/g, '')
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])/g, '$1')
      .replace(/(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1')
      .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
        if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
        const n = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
        return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
      }),
  );
}
