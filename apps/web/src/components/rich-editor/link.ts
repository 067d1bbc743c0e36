/**
 * requirements §5 rich editor: a link without http(s) gets a `//` prefix, so `www.a.com` opens that site
 * instead of a path under the console. An address already starting with `//` is kept.
 */
export function withLinkPrefix(raw: string): string {
  const url = raw.trim();
  if (url === '') return '';
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) return url;
  return `//${url}`;
}
