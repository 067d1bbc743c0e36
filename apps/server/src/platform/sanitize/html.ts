import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of rich text: exactly what the console's rich editor produces (paragraphs, marks,
 * lists, quotes, links, images, videos). Everything else is dropped: scripts, styles, event
 * handlers, frames, SVG, forms. Links and media accept http(s), protocol-relative (`//host`, the
 * editor's prefix rule) and same-site paths only — never javascript:, data: or vbscript:.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'video',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    video: ['src', 'controls'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  // Script, style and similar elements go with their content; other unknown tags keep their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open in a new tab without handing the console's window to the target page.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    video: sanitizeHtml.simpleTransform('video', { controls: 'true' }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video') && !frame.attribs.src,
};

/** Cleans rich text before it is stored. Every module storing editor HTML calls this. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
