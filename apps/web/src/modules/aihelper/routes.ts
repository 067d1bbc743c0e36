import type { PageRoute } from '../../app/route-def.ts';

/**
 * /aihelper pages (the agent assistant module); their /iframe/aihelper twins (IFRAME_TWINS of the
 * contract's nav: the desk, the records, the QC points, records and analysis among them) render the same
 * pages bare. Every other /aihelper nav path still shows the developing page.
 */
export default [
  { path: '/aihelper/accessChannel', page: () => import('./access-channel/access-channel.page.tsx') },
  { path: '/aihelper/agent', page: () => import('./agent/agent.page.tsx') },
  { path: '/aihelper/agent/recommend', page: () => import('./agent/recommend.page.tsx') },
  { path: '/aihelper/agent/intelligentFill', page: () => import('./agent/intelligent-fill.page.tsx') },
  { path: '/aihelper/agent/customerPortrait', page: () => import('./agent/customer-portrait.page.tsx') },
  { path: '/aihelper/agent/qualityInspection', page: () => import('./agent/quality-inspection.page.tsx') },
  { path: '/aihelper/customField', page: () => import('./custom-field/custom-field.page.tsx') },
  { path: '/aihelper/qulityPoint', page: () => import('./quality-point/quality-point.page.tsx') },
  { path: '/aihelper/aihelper-records', page: () => import('./records/records.page.tsx') },
  { path: '/aihelper/qualityRecord', page: () => import('./quality-record/quality-record.page.tsx') },
  { path: '/aihelper/qulityAnalysis', page: () => import('./quality-analysis/quality-analysis.page.tsx') },
  { path: '/aihelper/authorization', page: () => import('./authorization/authorization.page.tsx') },
  { path: '/aihelper/auditLogs', page: () => import('./audit/audit-logs.page.tsx') },
  { path: '/aihelper/about-system', page: () => import('./about/about-system.page.tsx') },
  { path: '/aihelper/thresholdConfig', page: () => import('./threshold/threshold-config.page.tsx') },
  { path: '/aihelper/trigger', page: () => import('./trigger/trigger.page.tsx') },
  { path: '/aihelper/agent-assistant', page: () => import('./agent-assistant/agent-assistant.page.tsx') },
] satisfies PageRoute[];
