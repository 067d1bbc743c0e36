import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export function installHealth(app: FastifyInstance) {
  app.get('/healthz', async (_req, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok', db: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'degraded', db: 'down' });
    }
  });
}
