/**
 * `npm run seed:text -w apps/server -- --messages 10000000 --tenant 2001 [--app 30000001] [--days 90]
 * [--workers 2]`: writes realistic chat sessions of the tenant's app, about eight messages each,
 * over the last days, with their rollups (./volume.ts), on the database the server uses
 * (DATABASE_URL, else the embedded one under DATA_DIR), and prints the rate.
 */
import { runVolumeSeedCommand } from '../../../platform/reporting/commands.ts';
import { seedTextVolume } from './volume.ts';

await runVolumeSeedCommand({
  script: 'seed:text',
  amount: 'messages',
  seed: (db, { tenantId, appId, amount, days, workers }) =>
    seedTextVolume(db, { tenantId, appId, messages: amount, days, workers }),
});
