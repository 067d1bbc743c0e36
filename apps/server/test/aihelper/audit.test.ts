/**
 * The agent assistant's audit logs (issue 20 §3 auditLogs): each change of its settings with who,
 * before and after, in the caller's tenant only, and nothing of the other modules.
 */
import type { AuditRow } from '@zhiyu/contract/modules/admin/audit';
import { createTag } from '@zhiyu/contract/modules/aicall/tag';
import { listAihelperAudit } from '@zhiyu/contract/modules/aihelper/audit';
import { createThreshold, type ThresholdRow, updateThreshold } from '@zhiyu/contract/modules/aihelper/threshold';
import { createTrigger } from '@zhiyu/contract/modules/aihelper/trigger';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let token3 = '';
type Page = { list: AuditRow[]; total: number };
const logs = (query: Record<string, unknown> = {}, token = s.token) =>
  callApi<Page>(s.app, listAihelperAudit, { token, query: { pageNum: 1, pageSize: 50, ...query } });
const post = async <T>(endpoint: Parameters<typeof callApi>[1], body: unknown) => {
  const r = await callApi<T>(s.app, endpoint, { token: s.token, body });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  await post(createTrigger, { name: '审计触发器', event: 'start', actions: [{ kind: 'tip', text: '您好' }] });
  const th = await post<ThresholdRow>(createThreshold, { skillGroup: '审计组', silenceSeconds: 5 });
  await post(updateThreshold, { id: th.id, skillGroup: '审计组', silenceSeconds: 9 });
  // A change of another module: not in these logs.
  await post(createTag, { name: `审计标签-${Date.now()}` });
});

describe('agent assistant audit logs', () => {
  it('lists the module changes newest first, with who, before and after', async () => {
    const r = await logs();
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const rows = r.body.data.list;
    expect(rows.map((x) => [x.entity, x.action, x.entityName])).toEqual([
      ['aihelper.threshold', 'update', '审计组'],
      ['aihelper.threshold', 'create', '审计组'],
      ['aihelper.trigger', 'create', '审计触发器'],
    ]);
    expect(rows[0]).toMatchObject({ actorName: 'tenant', before: { silenceSeconds: 5 }, after: { silenceSeconds: 9 } });
    expect(rows.every((x) => x.entity.startsWith('aihelper.'))).toBe(true);
  });

  it('filters by entity and action; other tenants and the agent see none of it', async () => {
    const triggers = (await logs({ entity: 'aihelper.trigger' })).body.data.list;
    expect(triggers.map((x) => x.entityName)).toEqual(['审计触发器']);
    const updates = (await logs({ action: 'update' })).body.data.list;
    expect(updates.map((x) => x.entity)).toEqual(['aihelper.threshold']);
    expect((await logs({ entity: 'tag' })).body.code).toBe('100001');
    expect((await logs({}, token3)).body.data.list).toEqual([]);
    const agent = (await tokenFor(s.app, 'agent', PASSWORDS.agent)).authorization;
    expect((await logs({}, agent)).body.code).toBe('100403');
  });
});
