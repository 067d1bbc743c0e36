/** The text rollups share the tenant's calendar with every report (one place to change it). */
export { tenantTimeZone } from '../../../platform/reporting/range.ts';
