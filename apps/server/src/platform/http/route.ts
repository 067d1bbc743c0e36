import type { BodyOf, DataOf, Endpoint, QueryOf } from '@zhiyu/contract/endpoint';
import { ok } from '@zhiyu/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

export interface HandlerArgs<E extends Endpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  req: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

/**
 * Registers a contract endpoint: the contract's zod schemas validate query and body (through the
 * zod type provider's validator), access is enforced by the access hook from `config.endpoint`,
 * and the handler's return value becomes `data` of the success envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (args: HandlerArgs<E>) => Promise<DataOf<E>>,
) {
  if (!endpoint.access) throw new Error(`endpoint ${endpoint.id} declares no access`);
  app.endpoints.push(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
    },
    config: { endpoint },
    handler: async (req, reply) => {
      const data = await handler({
        body: req.body as BodyOf<E>,
        query: req.query as QueryOf<E>,
        req,
        reply,
        ctx: app.ctx,
      });
      if (endpoint.kind === 'binary') return data;
      return ok(data ?? null);
    },
  });
}
