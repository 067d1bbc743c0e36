/** The text rollups share the tenant's calendar with the call rollups (one place to change it). */
export { tenantTimeZone } from '../../aicall/rollup/kinds.ts';
