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

/**
 * Detail pages (hidden from the menu) and the lists they are opened from: the breadcrumb shows the
 * list the page belongs to, not the menu group the route happens to sit in. A page with several
 * lists follows the one it was opened from (navigation state `from`), else the first.
 */
const OPENED_FROM: Record<string, string[]> = {
  '/index/botDetail': ['/bot/bot-list', '/index/bot'],
  '/aicall/botTotal/taskDetails': ['/aicall/call-manage/outbound-task'],
  '/learnself/model/modelmanager/inspect': ['/learnself/model/modelmanager'],
  '/aihelper/pageUsageRate-detail': ['/aihelper/pageUsageRate'],
  '/aihelper/labelDetail': ['/aihelper/label'],
};

/** The navigation state a list passes to the detail page it opens, so the breadcrumb leads back to it. */
export interface OpenedFrom {
  from?: string;
}

/**
 * Name chain of a location: /iframe twins use their twin's, sub-app placeholders the developing
 * page's, detail pages their list's chain. `from` is the path of the page this one was opened from.
 */
export function routeNames(pathname: string, from?: string): string[] {
  const path = IFRAME_TWINS[pathname] ?? pathname;
  const lists = OPENED_FROM[path];
  if (lists) {
    const origin = from && (IFRAME_TWINS[from] ?? from);
    const list = lists.find((l) => l === origin) ?? lists[0];
    return [...(CHAINS.get(list) ?? [list]), path];
  }
  const chain = CHAINS.get(path);
  if (chain) return chain;
  if (SUBAPP_PREFIXES.some((p) => path.startsWith(`${p}/`))) return ['/developing'];
  return [path];
}
