import * as api from '@zhiyu/contract/modules/aicall/customer';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { addToTask, openTasks } from './add-to-task.ts';
import ioRoutes from './io-routes.ts';
import * as repo from './repo.ts';
import { customerScope, seesFullPhone } from './scope.ts';
import { createCustomer, updateCustomer } from './service.ts';

/** /v1/aicall-web/customer/* — 客户数据; every query is scoped to the session, numbers masked per grant. */
export default function customerRoutes(app: FastifyInstance) {
  route(app, api.listCustomers, async ({ ctx, query, req }) =>
    repo.list(ctx.db, customerScope(req), query, await seesFullPhone(req)),
  );
  route(app, api.createCustomer, async ({ ctx, body, req }) =>
    createCustomer(ctx, customerScope(req), body, await seesFullPhone(req)),
  );
  route(app, api.updateCustomer, async ({ ctx, body, req }) =>
    updateCustomer(ctx, customerScope(req), body, await seesFullPhone(req)),
  );
  route(app, api.deleteCustomers, async ({ ctx, body, req }) => ({
    deleted: await repo.remove(ctx.db, customerScope(req), body.ids),
  }));
  route(app, api.listCustomerTaskOptions, ({ ctx, query, req }) => openTasks(ctx.db, customerScope(req), query.name));
  route(app, api.addCustomersToTask, async ({ ctx, body, req }) =>
    addToTask(ctx, customerScope(req), body, await seesFullPhone(req)),
  );
  ioRoutes(app);
}
