import { IFRAME_TWINS, NAV, type NavNode, SUBAPP_PREFIXES } from '@zhiyu/contract/nav';

/** Path → chain of ancestor paths in the nav tree (menu keys), for breadcrumb and title. */
const CHAINS = new Map<string, string[]>();
const walk = (nodes: NavNode[], prefix: string[]) => {
  for (const n of nodes) {
    const chain = [...prefix, n.path];
    CHAINS.set(n.path, chain);
    walk(n.children ?? [], chain);
  }
};
walk(NAV, []);

/** Name chain of a location: /iframe twins use their twin's, sub-app placeholders the developing page's. */
export function routeNames(pathname: string): string[] {
  const path = IFRAME_TWINS[pathname] ?? pathname;
  const chain = CHAINS.get(path);
  if (chain) return chain;
  if (SUBAPP_PREFIXES.some((p) => path.startsWith(`${p}/`))) return ['/developing'];
  return [path];
}
