/**
 * In-process part of bench/admin-login.mjs (run through tsx): the embedded database with the demo
 * data plus 1,000 tenants and 100,000 users, and a channel user whose one role grants 200 resources.
 * Times, per sign-in: the whole POST /ai-admin/auth/login (inject), the argon2 verify alone, and the
 * login path without the verify, through the same exported functions login.ts calls in the same
 * order (throttle checks, user lookup, grant computation, session issue, sign-in log).
 */
import { hash, verify } from '@node-rs/argon2';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { sql } from 'drizzle-orm';
import { buildGrant } from '../../apps/server/src/modules/admin/auth/grant.ts';
import { findLoginUser, writeLoginLog } from '../../apps/server/src/modules/admin/auth/repo.ts';
import { issueSession } from '../../apps/server/src/modules/admin/auth/sessions.ts';
import { assertNotLocked, captchaRequired, resetFailures } from '../../apps/server/src/modules/admin/auth/throttle.ts';
import { hasMenus } from '../../apps/server/src/platform/access/grants.ts';
import { roleResources, roles, userRoles, users } from '../../apps/server/src/platform/identity/table.ts';
import { testApp } from '../../apps/server/test/helpers/app.ts';

const TENANTS = 1000;
const USERS = 100_000;
const GRANTS = 200;
const ITER = Number(process.env.BENCH_LOGIN_ITER ?? 60);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10;
};
const stats = (xs: number[]) => ({ p50: pct(xs, 50), p95: pct(xs, 95), max: pct(xs, 100) });

export async function run() {
  const t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '10000000' });
  const ctx = t.app.ctx;
  const db = t.db;
  const password = 'Bench-Login#2026';
  const passwordHash = await hash(password);
  const t0 = performance.now();
  await db.execute(sql`insert into tenants (id, channel_id, name, corp_id, modules)
    select 'bt' || g, case when g % 2 = 0 then '1001' else '1002' end, 'bench tenant ' || g, 'bcorp' || g,
      array['index','aicall','aihelper','aiadmin']
    from generate_series(1, ${TENANTS}) g`);
  await db.execute(sql`insert into roles (id, level, channel_id, tenant_id, name)
    select 'br' || g, 'tenant', case when g % 2 = 0 then '1001' else '1002' end, 'bt' || g, 'bench role'
    from generate_series(1, ${TENANTS}) g`);
  const tenantGrants = ALL_RESOURCES.filter((r) => r.level === 'tenant')
    .slice(0, 50)
    .map((r) => r.id);
  await db.execute(sql`insert into role_resources (role_id, resource_id)
    select 'br' || g, r from generate_series(1, ${TENANTS}) g, unnest(string_to_array(${tenantGrants.join(',')}, ',')) r`);
  await db.execute(sql`insert into users (id, username, password_hash, nickname, level, channel_id, tenant_id)
    select 'bu' || g, 'bench_user_' || g, ${passwordHash}, 'bench ' || g, 'tenant',
      case when (g % ${TENANTS}) % 2 = 0 then '1001' else '1002' end, 'bt' || ((g % ${TENANTS}) + 1)
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`insert into user_roles (user_id, role_id)
    select 'bu' || g, 'br' || ((g % ${TENANTS}) + 1) from generate_series(1, ${USERS}) g`);
  await db.execute(sql`analyze`);
  const seedMs = Math.round(performance.now() - t0);

  // The measured user: a channel admin of 1001 whose one channel role holds 200 resources.
  const grants = ALL_RESOURCES.filter((r) => r.level !== 'platform' && !r.always)
    .slice(0, GRANTS)
    .map((r) => r.id);
  await db.insert(roles).values({ id: 'r-bench-200', level: 'channel', channelId: '1001', name: 'bench 200' });
  await db.insert(roleResources).values(grants.map((resourceId) => ({ roleId: 'r-bench-200', resourceId })));
  await db.insert(users).values({
    id: 'u-bench-200',
    username: 'bench_200',
    passwordHash,
    nickname: 'bench 200',
    level: 'channel',
    channelId: '1001',
  });
  await db.insert(userRoles).values({ userId: 'u-bench-200', roleId: 'r-bench-200' });

  const login = () =>
    t.app.inject({ method: 'POST', url: '/ai-admin/auth/login', payload: { username: 'bench_200', password } });
  const first = (await login()).json();
  if (first.code !== '000000') throw new Error(`login failed: ${JSON.stringify(first)}`);
  const granted = first.data.apiWhiteList.length + first.data.btnWhiteList.length;

  /** login.ts without the verify: the same calls, in the same order. */
  async function withoutVerify() {
    const s = performance.now();
    await assertNotLocked(ctx.kv, 'bench_200', '127.0.0.1');
    await captchaRequired(ctx.kv, ctx.config.CAPTCHA_MODE, 'bench_200');
    const user = await findLoginUser(ctx, 'bench_200');
    if (!user) throw new Error('no user');
    await resetFailures(ctx.kv, 'bench_200');
    const scope = { channelId: user.channelId, tenantId: user.tenantId, appId: user.appId };
    const uuid = crypto.randomUUID();
    const { granted: g } = await buildGrant(ctx, user.id, scope, uuid);
    if (!hasMenus(g)) throw new Error('no menus');
    await issueSession(ctx, user.id, scope, { uuid, ip: '127.0.0.1', userAgent: 'bench' });
    await writeLoginLog(ctx, {
      userId: user.id,
      username: 'bench_200',
      tenantId: null,
      ip: '127.0.0.1',
      userAgent: 'bench',
      success: true,
      reason: null,
    });
    return performance.now() - s;
  }

  for (let i = 0; i < 10; i++) {
    await login();
    await withoutVerify();
  }
  const full: number[] = [];
  const core: number[] = [];
  const ver: number[] = [];
  const trip: number[] = [];
  for (let i = 0; i < ITER; i++) {
    // The machine's pace: one trivial database round trip (PGlite runs in this process).
    const r0 = performance.now();
    await db.execute(sql`select 1`);
    trip.push(performance.now() - r0);
    let s = performance.now();
    await login();
    full.push(performance.now() - s);
    core.push(await withoutVerify());
    s = performance.now();
    await verify(passwordHash, password);
    ver.push(performance.now() - s);
  }
  await t.close();
  return {
    data: { tenants: TENANTS, users: USERS, seedMs },
    grantedResources: grants.length,
    whiteListed: granted,
    iterations: ITER,
    loginWithoutHashingMs: stats(core),
    fullLoginMs: stats(full),
    argon2VerifyMs: stats(ver),
    selectOneMs: stats(trip),
  };
}
