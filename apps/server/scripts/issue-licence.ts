/**
 * Issues a demo licence signed with the committed development key:
 *   npm run licence:issue -- --customer 演示客户 --modules aicall,aihelper --seats 50 --days 365
 */
import { parseArgs } from 'node:util';
import { issueLicence } from './licence.ts';

const { values } = parseArgs({
  options: {
    customer: { type: 'string', default: '演示客户' },
    modules: { type: 'string', default: 'aicall,learnself,aihelper,aitext,aikb,bot,botcall' },
    seats: { type: 'string', default: '100' },
    days: { type: 'string', default: '365' },
  },
});

const now = Date.now();
process.stdout.write(
  `${issueLicence({
    customer: values.customer,
    modules: values.modules
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    seats: Number(values.seats),
    issuedAt: now,
    expiresAt: now + Number(values.days) * 86_400_000,
  })}\n`,
);
