/**
 * The channel page's logic without React: the widget's paste-in snippet (docs/aitext-widget.md),
 * the /bindPage link, the quick-menu editor's rules (requirements §3 action types) and the drawer's form
 * values to and from the contract's channel input.
 */
import type { BodyOf } from '@zhiyu/contract/endpoint';
import type { ChannelRow, createChannelConfig, QuickMenu } from '@zhiyu/contract/modules/aitext/channel';
import { MENU_NAME_MAX, MENUS_MAX } from '@zhiyu/contract/modules/aitext/channel';
import { DISABLED_MENU_ACTIONS, MENU_ACTIONS, type MenuAction } from '@zhiyu/contract/modules/aitext/enums';
import { HTTP_URL } from '@zhiyu/contract/rules/patterns';

export const WIDGET_SCRIPT_PATH = '/newaitext/widget.js';

/** Where the widget script is served: the text service's base (runtime config) or this console's origin. */
export function widgetScriptUrl(textBase: string, origin: string): string {
  const base = textBase ? new URL(textBase, `${origin}/`).href.replace(/\/$/, '') : origin.replace(/\/$/, '');
  return `${base}${WIDGET_SCRIPT_PATH}`;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tag a customer pastes into a page, exactly as docs/aitext-widget.md gives it. */
export function widgetSnippet(scriptUrl: string, widgetKey: string): string {
  return `<script src="${attr(scriptUrl)}" data-key="${attr(widgetKey)}" async></script>`;
}

/** /bindPage on this console; a widget channel's public key goes along so the person only types account and code. */
export function bindPageUrl(origin: string, widgetKey?: string): string {
  const url = new URL('/bindPage', `${origin}/`);
  if (widgetKey) url.searchParams.set('key', widgetKey);
  return url.href;
}

/** The action types of the editor, all shown; 10 and 11 cannot be picked (requirements §3). */
export const MENU_ACTION_CHOICES = MENU_ACTIONS.map((value) => ({
  value,
  disabled: DISABLED_MENU_ACTIONS.includes(value),
}));

/** A new menu row starts as "send message", the first action a channel can really use. */
export const NEW_MENU: QuickMenu = { name: '', actionType: 3, text: '' };

/** The one extra field an action type needs: 2 a link, 3 the text to send, 10/11 nothing. */
export function menuNeeds(actionType: number): 'url' | 'text' | null {
  if (actionType === 2) return 'url';
  if (actionType === 3) return 'text';
  return null;
}

export const canAddMenu = (count: number) => count < MENUS_MAX;

export type MenuField = 'name' | 'actionType' | 'url' | 'text';

/**
 * The problems of a menu by field, as keys of the `aitext-channel` namespace (the server's 170023
 * rules, so the drawer refuses what the server would).
 */
export function menuProblems(m: Partial<QuickMenu>): Partial<Record<MenuField, string>> {
  const out: Partial<Record<MenuField, string>> = {};
  const name = (m.name ?? '').trim();
  if (!name) out.name = 'menu.nameRequired';
  else if (name.length > MENU_NAME_MAX) out.name = 'menu.nameTooLong';
  if (!MENU_ACTIONS.includes(m.actionType as MenuAction)) out.actionType = 'menu.actionRequired';
  const needs = menuNeeds(m.actionType as number);
  if (needs === 'url' && !HTTP_URL.test((m.url ?? '').trim())) out.url = 'menu.urlInvalid';
  if (needs === 'text' && !(m.text ?? '').trim()) out.text = 'menu.textRequired';
  return out;
}

/** The first problem of a menu, or null. */
export function menuProblem(m: Partial<QuickMenu>): string | null {
  return Object.values(menuProblems(m))[0] ?? null;
}

/** A menu as it goes on the wire: trimmed, with only the field its action type uses. */
export function cleanMenu(m: QuickMenu): QuickMenu {
  const needs = menuNeeds(m.actionType);
  return {
    name: m.name.trim(),
    actionType: m.actionType,
    ...(needs === 'url' ? { url: (m.url ?? '').trim() } : {}),
    ...(needs === 'text' ? { text: (m.text ?? '').trim() } : {}),
  };
}

/** What the drawer's form holds. */
export interface ChannelForm {
  name: string;
  kind: 'widget' | 'api';
  channelType: 0 | 1;
  status: 0 | 1;
  libraryIds: string[];
  welcome: string;
  fallback: string;
  transferScenes: number[];
  keywords: string[];
  quickMenus: QuickMenu[];
}

export function formOf(row: ChannelRow): ChannelForm {
  return {
    name: row.name,
    kind: row.kind,
    channelType: row.channelType,
    status: row.status,
    libraryIds: row.libraryIds,
    welcome: row.welcome,
    fallback: row.fallback,
    transferScenes: row.transferScenes,
    keywords: row.keywords,
    quickMenus: row.quickMenus,
  };
}

/** The form's values as the contract's channel input (defaults for what the form left empty). */
export function bodyOf(v: Partial<ChannelForm>): BodyOf<typeof createChannelConfig> {
  return {
    name: (v.name ?? '').trim(),
    kind: v.kind ?? 'widget',
    channelType: v.channelType ?? 0,
    status: v.status ?? 1,
    libraryIds: v.libraryIds ?? [],
    welcome: v.welcome ?? '',
    fallback: (v.fallback ?? '').trim(),
    transferScenes: (v.transferScenes ?? []) as BodyOf<typeof createChannelConfig>['transferScenes'],
    keywords: v.keywords ?? [],
    quickMenus: (v.quickMenus ?? []).map(cleanMenu),
  };
}
