import { verify } from '@node-rs/argon2';
import type { LoginResult } from '@zhiyu/contract/modules/admin/schemas';
import { hasMenus } from '../../../platform/access/grants.ts';
import { channelDisabled } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { buildGrant } from './grant.ts';
import { findLoginUser, writeLoginLog } from './repo.ts';
import { issueSession } from './sessions.ts';
import { assertNotLocked, captchaRequired, recordFailure, resetFailures } from './throttle.ts';

export interface LoginInput {
  username: string;
  password: string;
  captchaId?: string;
  verifyCode?: string;
  uuid?: string;
}

// Verified against when the user does not exist, so both failures cost the same time.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$h4lGmWVuxSeC2vnxtR4cyg$Uwh7O4w7MHHozipjTuT9pVDLYnuXldI92SKmQ9/FzWg';

export async function login(ctx: AppContext, input: LoginInput, ip: string, userAgent: string): Promise<LoginResult> {
  const { kv, config } = ctx;
  const username = input.username;
  await assertNotLocked(kv, username, ip);
  if (await captchaRequired(kv, config.CAPTCHA_MODE, username)) {
    if (!input.captchaId || !input.verifyCode) throw new AppError('881055');
    if (!(await checkCaptcha(kv, input.captchaId, input.verifyCode))) throw new AppError('110003');
  }
  const user = await findLoginUser(ctx, username);
  const log = (success: boolean, reason: string | null) =>
    writeLoginLog(ctx, {
      userId: user?.id ?? null,
      username,
      tenantId: user?.tenantId ?? null,
      ip,
      userAgent,
      success,
      reason,
    });
  const passwordOk = await verify(user?.passwordHash ?? DUMMY_HASH, input.password).catch(() => false);
  if (!user || !passwordOk) {
    await log(false, user ? 'wrong_password' : 'unknown_user');
    throw (await recordFailure(kv, username, ip)) ?? new AppError('110001');
  }
  // Status is only revealed to someone who knows the password.
  if (user.status === 'enabled' && user.level !== 'platform' && user.channelStatus === 'disabled') {
    await log(false, 'channel_disabled');
    throw channelDisabled(user.level);
  }
  const refusal =
    user.status !== 'enabled'
      ? '999987'
      : user.tenantStatus && user.tenantStatus !== 'enabled'
        ? '930008'
        : user.tenantExpiresAt && user.tenantExpiresAt.getTime() <= ctx.now()
          ? '999986'
          : null;
  if (refusal) {
    await log(false, refusal);
    throw new AppError(refusal);
  }
  await resetFailures(kv, username);
  const scope = { channelId: user.channelId, tenantId: user.tenantId, appId: user.appId };
  const uuid = input.uuid || crypto.randomUUID();
  const { grant, granted } = await buildGrant(ctx, user.id, scope, uuid);
  if (user.level !== 'platform' && !hasMenus(granted)) {
    await log(false, 'no_menus');
    throw new AppError('403');
  }
  const { tokens } = await issueSession(ctx, user.id, scope, { uuid, ip, userAgent });
  await log(true, null);
  return { ...grant, ...tokens };
}
