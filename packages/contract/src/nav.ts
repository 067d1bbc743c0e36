/**
 * The navigation tree: every route of requirements §2 that sits in the layout shell.
 * Structure lives here in code; the database only stores which roles are granted which node
 * (requirements D3.2). Display names live in the web locales under the `menu` namespace, keyed by path.
 */
export type ModuleKey =
  | 'index'
  | 'aicall'
  | 'learnself'
  | 'aihelper'
  | 'aiadmin'
  | 'aitext'
  | 'aikb'
  | 'bot'
  | 'botcall';

/** The lowest organisation level whose roles may be granted a node. */
export type Level = 'platform' | 'channel' | 'tenant';

/** Resource types (requirements §3): 0 directory, 1 menu, 2 button, 3 interface. */
export type ResourceType = 0 | 1 | 2 | 3;

export interface NavNode {
  path: string;
  type: 0 | 1;
  module: ModuleKey;
  level: Level;
  /** Reachable by the route guard but not listed in the side menu (details, children pages). */
  hidden?: boolean;
  /** Every signed-in user may open it, whatever the grants. */
  always?: boolean;
  children?: NavNode[];
}

type Opt = Partial<Pick<NavNode, 'hidden' | 'always' | 'level' | 'children'>>;

function dir(path: string, module: ModuleKey, level: Level, children: NavNode[]): NavNode {
  return { path, type: 0, module, level, children: children.map((c) => ({ ...c, module, level: c.level ?? level })) };
}
function m(path: string, opt: Opt = {}): NavNode {
  return { path, type: 1, module: 'index', level: opt.level as Level, ...opt };
}

export const NAV_TREE: NavNode[] = [
  // The workspace is a page of its own (the home every user lands on: figures, what needs attention,
  // shortcuts) with the workspace pages below it. Every user holds it, through the settings page
  // every user has: a menu page shows when any of its children does.
  m('/index', {
    level: 'tenant',
    children: [
      m('/index/user/setting', { hidden: true, always: true }),
      m('/index/tenant/sip'),
      m('/index/operating/trade', { level: 'platform' }),
      m('/index/bot'),
      m('/index/botDetail', { hidden: true }),
    ],
  }),
  dir('/aicall', 'aicall', 'tenant', [
    m('/aicall/sys-setting'),
    m('/aicall/callConfig'),
    m('/aicall/settings'),
    m('/aicall/templateMessage'),
    m('/aicall/log'),
    m('/aicall/crm-filed/list'),
    m('/aicall/crm-black/list'),
    m('/aicall/crm/list'),
    m('/aicall/call-manage/outbound-task'),
    m('/aicall/botTotal/taskDetails', { hidden: true }),
    m('/aicall/call-manage/outbound-record'),
    m('/aicall/call-manage/inbound-record'),
    m('/aicall/call-manage/intention-degree'),
    m('/aicall/call-manage/intention-detail'),
    m('/aicall/data-board/outbound'),
    m('/aicall/data-board/overview'),
    m('/aicall/data-board/hotAnalysis'),
    m('/aicall/data-board/modelAnalysis'),
    m('/aicall/data-board/hangupNode'),
    m('/aicall/data-board/tags'),
  ]),
  dir('/learnself', 'learnself', 'tenant', [
    m('/learnself/clustering'),
    m('/learnself/marking'),
    m('/learnself/pastdata'),
    m('/learnself/diagnosis'),
    m('/learnself/generate'),
    m('/learnself/model/modelmanager'),
    m('/learnself/model/modelmanager/inspect', { hidden: true }),
    m('/learnself/inspect'),
    m('/learnself/model/dataset'),
    m('/learnself/qa'),
  ]),
  dir('/aihelper', 'aihelper', 'tenant', [
    m('/aihelper/about-system'),
    m('/aihelper/agent-assistant'),
    m('/aihelper/customField'),
    m('/aihelper/trigger'),
    m('/aihelper/agent', {
      children: [
        m('/aihelper/agent/recommend'),
        m('/aihelper/agent/intelligentFill'),
        m('/aihelper/agent/customerPortrait'),
        m('/aihelper/agent/qualityInspection'),
      ],
    }),
    m('/aihelper/aihelper-records'),
    m('/aihelper/qualityRecord'),
    m('/aihelper/thresholdConfig'),
    m('/aihelper/auditLogs'),
    m('/aihelper/authorization'),
    m('/aihelper/accessChannel'),
    m('/aihelper/verbalAcceptanceRate'),
    m('/aihelper/callQulity'),
    m('/aihelper/qulityAnalysis'),
    m('/aihelper/qulityPoint'),
    m('/aihelper/processExecution'),
    m('/aihelper/pageUsageRate'),
    m('/aihelper/pageUsageRate-detail', { hidden: true }),
    m('/aihelper/label'),
    m('/aihelper/labelDetail', { hidden: true }),
  ]),
  // Levels: tenant admins manage their own users, roles and apps (when the tenant has the aiadmin
  // module: self-administration); channel admins their channel's tenants, users, roles and OEM data;
  // the rest is the operator's.
  dir('/aiadmin', 'aiadmin', 'channel', [
    m('/aiadmin/channel/user'),
    m('/aiadmin/channel/tenant/list'),
    m('/aiadmin/channel/add', { level: 'platform' }),
    m('/aiadmin/channel/role'),
    m('/aiadmin/tenant/add'),
    m('/aiadmin/tenant/user', { level: 'tenant' }),
    m('/aiadmin/tenant/role', { level: 'tenant' }),
    m('/aiadmin/tenant/resource', { level: 'platform' }),
    m('/aiadmin/tenant/app/list', { level: 'tenant' }),
    m('/aiadmin/userManage', { level: 'tenant' }),
    m('/aiadmin/operating/botcase', { level: 'platform' }),
    m('/aiadmin/blacklist', { level: 'platform' }),
    m('/aiadmin/OEM'),
    m('/aiadmin/callrecord', { level: 'platform' }),
    m('/aiadmin/module', { level: 'platform' }),
    m('/aiadmin/nlp', { level: 'platform' }),
    m('/aiadmin/speechengine', { level: 'platform' }),
    // The audit trail of every admin change (issue 4 rules): opened from the admin screens.
    m('/aiadmin/audit', { level: 'platform', hidden: true }),
  ]),
  dir('/aitext', 'aitext', 'tenant', [
    m('/aitext/textSessionRecord'),
    m('/aitext/serviceOverview'),
    m('/aitext/knowledgeAnalysis'),
    m('/aitext/channelConfig'),
  ]),
  dir('/aikb', 'aikb', 'tenant', [
    m('/aikb/words-library'),
    m('/aikb/test'),
    m('/aikb/knowledgeReport'),
    m('/aikb/clicksReport'),
    m('/aikb/likeUnlikeReport'),
    m('/aikb/highFreeWordsReport'),
    m('/aikb/usageReport'),
    m('/aikb/operaLog'),
  ]),
  dir('/bot', 'bot', 'tenant', [m('/bot/bot-list')]),
  dir('/bot-call', 'botcall', 'tenant', [
    m('/bot-call/ai-call-platform'),
    m('/bot-call/assistant-manage'),
    m('/bot-call/in-call-manage'),
    m('/bot-call/out-call-manage'),
    m('/bot-call/phone-number-manage'),
    m('/bot-call/call-log', {
      children: [
        m('/bot-call/call-log/session-list'),
        m('/bot-call/call-log/in-call-list'),
        m('/bot-call/call-log/out-call-list'),
      ],
    }),
    m('/bot-call/speech-engine'),
    m('/bot-call/rule-config'),
    m('/bot-call/agent/qualityInspection'),
  ]),
];

/** Nested children inherit module and level from their parent. */
function normalise(nodes: NavNode[], module?: ModuleKey, level?: Level): NavNode[] {
  return nodes.map((n) => {
    const mod = module ?? n.module;
    const lvl = n.level ?? level ?? 'tenant';
    return { ...n, module: mod, level: lvl, children: n.children && normalise(n.children, mod, lvl) };
  });
}

export const NAV: NavNode[] = normalise(NAV_TREE);

export function flattenNav(nodes: NavNode[] = NAV): NavNode[] {
  return nodes.flatMap((n) => [n, ...flattenNav(n.children ?? [])]);
}

/** Pages under /iframe render without the layout shell and need the grant of their twin. */
export const IFRAME_TWINS: Record<string, string> = {
  '/iframe/bot/bot-list': '/bot/bot-list',
};
const IFRAME_EXCLUDED_AIHELPER = new Set([
  'about-system',
  'customField',
  'trigger',
  'thresholdConfig',
  'auditLogs',
  'authorization',
  'accessChannel',
  'pageUsageRate',
  'pageUsageRate-detail',
  'label',
  'labelDetail',
]);
for (const n of flattenNav()) {
  if (n.path.startsWith('/aihelper/') && !IFRAME_EXCLUDED_AIHELPER.has(n.path.slice('/aihelper/'.length))) {
    IFRAME_TWINS[`/iframe${n.path}`] = n.path;
  }
  if (n.path.startsWith('/aikb/')) IFRAME_TWINS[`/iframe${n.path}`] = n.path;
}

/** Prefixes of the embedded sub-apps that carry a catch-all `srcPath` (requirements §2). */
export const SUBAPP_PREFIXES = [
  '/aihelperseat-web',
  '/aitext-new',
  '/aitrain',
  '/aitrain-seat',
  '/aikb',
  '/iframe',
] as const;
