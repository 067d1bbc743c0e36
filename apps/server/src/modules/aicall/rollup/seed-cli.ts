/**
 * `npm run seed -w apps/server -- --calls 10000000 --tenant 2001 [--app 30000001] [--days 90]
 * [--workers 2] [--bulk]`: writes that many realistic calls for the tenant's app, spread over the
 * last days, with their rollups (./volume.ts), on the database the server uses (DATABASE_URL, else
 * the embedded one under DATA_DIR), and prints the rate. `--bulk` (PostgreSQL only, nobody else
 * using the database) drops the records' secondary indexes for the load and builds them again.
 */
import { runVolumeSeedCommand } from '../../../platform/reporting/commands.ts';
import { seedVolume } from './volume.ts';

await runVolumeSeedCommand({
  script: 'seed',
  amount: 'calls',
  switches: ['bulk'],
  seed: (db, { tenantId, appId, amount, days, workers, switches }) =>
    seedVolume(db, { tenantId, appId, calls: amount, days, workers, bulk: switches.bulk }),
});
