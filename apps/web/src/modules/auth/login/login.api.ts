import type { BodyOf } from '@zhiyu/contract/endpoint';
import { login, verifyCodeGet, verifyCodePost } from '@zhiyu/contract/modules/admin/auth';
import { call } from '../../../platform/request/call.ts';

export const captchaCheck = (username: string) => call(verifyCodePost, { body: { username } });
export const newCaptcha = () => call(verifyCodeGet);
export const signIn = (body: BodyOf<typeof login>) => call(login, { body });
