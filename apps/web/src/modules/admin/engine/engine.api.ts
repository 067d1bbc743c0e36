import { ENGINE_ENDPOINTS, type EngineScreen } from '@zhiyu/contract/modules/admin/engine';
import { call } from '../../../platform/request/call.ts';

const nlp = ENGINE_ENDPOINTS.nlp;
type Ep = typeof nlp;

/** Query keys of one engine screen (requirements D3.7); mutations invalidate `all`. */
export const engineKeys = (screen: EngineScreen) => ({
  all: ['admin', 'engine', screen] as const,
  list: () => ['admin', 'engine', screen, 'list'] as const,
  tenants: () => ['admin', 'engine', screen, 'tenants'] as const,
});

/**
 * The calls of one screen. Both screens' endpoints have the same shapes (one contract factory), so
 * they are typed by the NLP ones; the body's `kind` is checked by the server against the screen.
 */
export function engineApi(screen: EngineScreen) {
  const ep = ENGINE_ENDPOINTS[screen] as unknown as Ep;
  return {
    endpoints: ep,
    test: (id: string) => call(ep.test, { body: { id } }),
    assign: (id: string, tenantIds: string[]) => call(ep.assign, { body: { id, tenantIds } }),
    tenants: () => call(ep.tenants),
  };
}
export type EngineApi = ReturnType<typeof engineApi>;
