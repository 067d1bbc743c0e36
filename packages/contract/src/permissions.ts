/**
 * Permission registry (requirements D3.2). Codes are `module.resource.action`.
 * Interfaces (type 3) guard endpoints; buttons (type 2) guard `<Can code>`; both hang under a menu
 * of the nav tree so that the resource tree is directory → menu → button/interface.
 */
import { flattenNav, type Level, type ModuleKey, NAV, type NavNode } from './nav.ts';

export type PermissionCode = `${string}.${string}.${string}`;

export interface PermissionDef {
  code: PermissionCode;
  /** 2 button, 3 interface (requirements §3 resource types). */
  type: 2 | 3;
  /** Path of the menu this permission belongs to. */
  menu: string;
}

export function definePermissions<const T extends readonly PermissionDef[]>(defs: T): T {
  return defs;
}

/** The codes `screenPermissions` declares, as literal types (so button codes form a checked union). */
export type ScreenPermission<M extends string, R extends string, A extends string, B extends string> =
  | { code: `${M}.${R}.${A}`; type: 3; menu: string }
  | { code: `${M}.${R}.${B}-button`; type: 2; menu: string };

/**
 * The interfaces (`<module>.<res>.<action>`, type 3) and buttons (`<module>.<res>.<action>-button`,
 * type 2) of one screen, hung under its menu.
 */
export function screenPermissions<
  const M extends string,
  const R extends string,
  const A extends string,
  const B extends string,
>(module: M, menu: string, res: R, api: readonly A[], btn: readonly B[]): ScreenPermission<M, R, A, B>[] {
  return [
    ...api.map((a) => ({ code: `${module}.${res}.${a}` as const, type: 3 as const, menu })),
    ...btn.map((b) => ({ code: `${module}.${res}.${b}-button` as const, type: 2 as const, menu })),
  ];
}

/** A resource row as the server stores and grants it: menus and directories use their path as id. */
export interface ResourceDef {
  id: string;
  type: 0 | 1 | 2 | 3;
  parentId: string | null;
  module: ModuleKey;
  level: Level;
  always?: boolean;
}

export function resourcesFrom(perms: readonly PermissionDef[], nav: NavNode[] = NAV): ResourceDef[] {
  const out: ResourceDef[] = [];
  const byPath = new Map<string, NavNode>();
  const walk = (nodes: NavNode[], parent: string | null) => {
    for (const n of nodes) {
      byPath.set(n.path, n);
      out.push({ id: n.path, type: n.type, parentId: parent, module: n.module, level: n.level, always: n.always });
      walk(n.children ?? [], n.path);
    }
  };
  walk(nav, null);
  for (const p of perms) {
    const menu = byPath.get(p.menu);
    if (!menu) throw new Error(`permission ${p.code} names unknown menu ${p.menu}`);
    out.push({ id: p.code, type: p.type, parentId: p.menu, module: menu.module, level: menu.level });
  }
  return out;
}

export function navPaths(): Set<string> {
  return new Set(flattenNav().map((n) => n.path));
}
