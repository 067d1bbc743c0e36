/**
 * `npm run rollup -w apps/server -- --tenant 2001 --from 2026-11-01 --to 2026-11-30`: rebuilds a
 * tenant's call rollups for those days (the tenant's time zone) from the call records, on the
 * database the server uses (DATABASE_URL, else the embedded one under DATA_DIR).
 */
import { runRebuildCommand } from '../../../platform/reporting/commands.ts';
import { callRollup } from './service.ts';

await runRebuildCommand('rollup', callRollup);
