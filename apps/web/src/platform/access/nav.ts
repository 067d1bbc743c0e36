/** Pure helpers over the granted menu tree (nav_data) — the route guard and the side menu use them. */
import type { NavItem } from '@zhiyu/contract/modules/admin/schemas';
import { flattenNav, IFRAME_TWINS } from '@zhiyu/contract/nav';

const ALWAYS = new Set(
  flattenNav()
    .filter((n) => n.always)
    .map((n) => n.path),
);

export function grantedPaths(nav: NavItem[]): Set<string> {
  const out = new Set<string>();
  const walk = (items: NavItem[]) => {
    for (const i of items) {
      out.add(i.path);
      walk(i.children ?? []);
    }
  };
  walk(nav);
  return out;
}

/** May the holder of `nav` open `path`? /iframe twins need their twin's grant. */
export function isAllowed(path: string, nav: NavItem[]): boolean {
  const target = IFRAME_TWINS[path] ?? path;
  return ALWAYS.has(target) || grantedPaths(nav).has(target);
}

/** The menu as shown: hidden items dropped, directories left empty by that dropped too. */
export function visibleNav(nav: NavItem[]): NavItem[] {
  return nav.flatMap((i) => {
    if (i.hidden) return [];
    const children = i.children ? visibleNav(i.children) : undefined;
    if (i.type === 0 && !children?.length) return [];
    return [{ ...i, children }];
  });
}

/** Where to land after sign-in: the first visible menu page. */
export function firstMenuPath(nav: NavItem[]): string | null {
  for (const i of visibleNav(nav)) {
    if (i.type === 1) return i.path;
    const inner = firstMenuPath(i.children ?? []);
    if (inner) return inner;
  }
  return null;
}

/** The workspace home: every signed-in user's landing page. */
export const HOME_PATH = '/index';
export const HOME_FALLBACK = '/index/user/setting';

/**
 * Where a signed-in user lands (after sign-in, single sign-on, an organisation switch, or a visit
 * to `/`): the workspace home, which every user holds; else the first menu page they hold.
 */
export function homePath(nav: NavItem[]): string {
  if (grantedPaths(nav).has(HOME_PATH)) return HOME_PATH;
  return firstMenuPath(nav) ?? HOME_FALLBACK;
}
