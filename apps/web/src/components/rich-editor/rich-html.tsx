/**
 * Shows stored rich text. The HTML was sanitised by the server before it was stored
 * (platform/sanitize); this component never renders text that did not come from such a field.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={['zy-rich-html', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (allow-list, see platform/sanitize)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
