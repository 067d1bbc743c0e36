/**
 * The error catalogue (requirements §8). Each code has exactly one meaning, written here once;
 * the server answers with it, the web client reacts to it, the README lists it.
 */
import type { ErrorBehaviour } from './error-behaviours.ts';
import { CUSTOMER_ERRORS } from './modules/aicall/customer-errors.ts';
import { DATABOARD_ERRORS } from './modules/aicall/databoard-errors.ts';
import { RECORD_ERRORS } from './modules/aicall/record-errors.ts';
import { SETTING_ERRORS } from './modules/aicall/setting-errors.ts';
import { TASK_ERRORS } from './modules/aicall/task-errors.ts';
import { AIHELPER_ERRORS } from './modules/aihelper/errors.ts';
import { DOCUMENT_ERRORS } from './modules/aikb/document-errors.ts';
import { KB_ERRORS } from './modules/aikb/errors.ts';
import { HIT_TEST_ERRORS } from './modules/aikb/hit-test-errors.ts';
import { TEXT_ERRORS } from './modules/aitext/errors.ts';
import { BOT_ERRORS } from './modules/bot/errors.ts';
import { LEARNSELF_ERRORS } from './modules/learnself/errors.ts';

export { behaviourOf, type ErrorBehaviour, EXPORT_SUCCESS_CODE, SUCCESS_CODE } from './error-behaviours.ts';

export interface ErrorDef {
  status: number;
  behaviour: ErrorBehaviour;
  zh: string;
  en: string;
}

export const ERRORS = {
  // go to login silently
  '999988': { status: 401, behaviour: 'login-silent', zh: '未登录或登录已失效', en: 'Not signed in' },
  '910008': { status: 401, behaviour: 'login-silent', zh: '登录已过期', en: 'Session expired' },
  '930006': { status: 401, behaviour: 'login-silent', zh: '会话已被注销', en: 'Session was ended' },
  // show the message, then go to login
  '999987': {
    status: 403,
    behaviour: 'login-message',
    zh: '账号已被停用，请联系管理员',
    en: 'This account is disabled; contact your administrator',
  },
  '999986': {
    status: 403,
    behaviour: 'login-message',
    zh: '租户已过期，请联系管理员续期',
    en: 'Your tenant has expired; contact your administrator',
  },
  '910018': {
    status: 401,
    behaviour: 'login-message',
    zh: '登录凭证已被重复使用，为安全起见请重新登录',
    en: 'A used refresh token was presented again; sign in again for safety',
  },
  '600001': {
    status: 401,
    behaviour: 'login-message',
    zh: '密码已修改，请重新登录',
    en: 'Password changed; sign in again',
  },
  '401': {
    status: 401,
    behaviour: 'login-message',
    zh: '登录凭证无效，请重新登录',
    en: 'Invalid credential; sign in again',
  },
  '403': {
    status: 403,
    behaviour: 'login-message',
    zh: '账号没有可用的菜单权限，请联系管理员',
    en: 'This account has no menus granted; contact your administrator',
  },
  '930007': {
    status: 401,
    behaviour: 'login-message',
    zh: '刷新凭证已过期，请重新登录',
    en: 'Refresh token expired; sign in again',
  },
  '930008': {
    status: 403,
    behaviour: 'login-message',
    zh: '租户已停用，请联系管理员',
    en: 'Your tenant is disabled; contact your administrator',
  },
  // silent
  '881055': { status: 400, behaviour: 'silent', zh: '需要图形验证码', en: 'A captcha is required' },
  // toast (any other code)
  '100001': { status: 400, behaviour: 'toast', zh: '参数错误', en: 'Invalid request' },
  '100002': { status: 404, behaviour: 'toast', zh: '数据不存在', en: 'Not found' },
  '100003': { status: 409, behaviour: 'toast', zh: '数据已存在', en: 'Already exists' },
  '100403': { status: 403, behaviour: 'toast', zh: '无权访问该接口', en: 'You are not allowed to use this function' },
  '100404': { status: 404, behaviour: 'toast', zh: '接口不存在', en: 'No such API' },
  '100429': {
    status: 429,
    behaviour: 'toast',
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests; try again later',
  },
  '110001': { status: 400, behaviour: 'toast', zh: '用户名或密码错误', en: 'Wrong username or password' },
  '110002': {
    status: 429,
    behaviour: 'toast',
    zh: '登录失败次数过多，请{n}秒后再试',
    en: 'Too many failed sign-ins; try again in {n} seconds',
  },
  '110003': { status: 400, behaviour: 'toast', zh: '验证码错误或已过期', en: 'Captcha is wrong or expired' },
  '110004': {
    status: 400,
    behaviour: 'toast',
    zh: '新密码不符合规则',
    en: 'The new password breaks the password rules',
  },
  '110005': { status: 400, behaviour: 'toast', zh: '原密码错误', en: 'Current password is wrong' },
  '120001': { status: 400, behaviour: 'toast', zh: '许可证签名校验失败', en: 'Licence signature is invalid' },
  '120002': { status: 400, behaviour: 'toast', zh: '许可证已过期', en: 'Licence has expired' },
  '120003': { status: 400, behaviour: 'toast', zh: '许可证文件格式错误', en: 'Licence file is malformed' },
  // files, imports and uploads (issue 3 §2–§4); the client shows the same texts before sending
  '130001': { status: 400, behaviour: 'toast', zh: '文件格式不匹配', en: 'File format mismatch' },
  '130002': { status: 400, behaviour: 'toast', zh: '上传文件不能超过{n}M', en: 'The file must not exceed {n}M' },
  '130003': {
    status: 400,
    behaviour: 'toast',
    zh: '文件数量超出{n}条限制，请删除后再上传！',
    en: 'More than {n} files; delete some and upload again!',
  },
  '130004': { status: 400, behaviour: 'toast', zh: '请上传文件', en: 'Please upload a file' },
  '130005': { status: 400, behaviour: 'toast', zh: '导入文件无效', en: 'The import file is invalid' },
  // An export job that failed: its status call answers this, so polling (until status is true) ends.
  '130006': { status: 422, behaviour: 'toast', zh: '导出失败', en: 'Export failed' },
  // platform administration (issue 4): scope, quotas, deletion of things in use, engines
  '140001': {
    status: 409,
    behaviour: 'toast',
    zh: '该角色仍被{n}个用户使用，无法删除',
    en: 'The role is held by {n} users and cannot be deleted',
  },
  '140002': {
    status: 409,
    behaviour: 'toast',
    zh: '该租户下仍有{n}个用户，无法删除',
    en: 'The tenant still has {n} users and cannot be deleted',
  },
  '140003': {
    status: 409,
    behaviour: 'toast',
    zh: '该渠道下仍有{n}个租户，无法删除',
    en: 'The channel still has {n} tenants and cannot be deleted',
  },
  '140004': {
    status: 409,
    behaviour: 'toast',
    zh: '该资源已授权给{n}个角色，请先确认取消授权',
    en: 'The resource is granted to {n} roles; confirm removing the grants first',
  },
  '140005': {
    status: 409,
    behaviour: 'toast',
    zh: '已达到账号上限（{n}个），无法新增用户',
    en: 'The account quota ({n}) is reached; no more users can be added',
  },
  '140006': {
    status: 409,
    behaviour: 'toast',
    zh: '已达到租户上限（{n}个），无法新增租户',
    en: 'The tenant quota ({n}) is reached; no more tenants can be added',
  },
  '140007': { status: 403, behaviour: 'toast', zh: '租户未开通该模块', en: 'Your tenant has not enabled this module' },
  '140008': {
    status: 403,
    behaviour: 'toast',
    zh: '超出您的管理范围',
    en: 'This lies outside the scope you administer',
  },
  '140009': {
    status: 400,
    behaviour: 'toast',
    zh: '不能停用或删除自己的账号',
    en: 'You cannot disable or delete your own account',
  },
  '140010': { status: 400, behaviour: 'toast', zh: '连接测试失败：{reason}', en: 'Connection test failed: {reason}' },
  '140011': {
    status: 409,
    behaviour: 'toast',
    zh: '该应用仍被{n}个用户使用，无法删除',
    en: 'The app is used by {n} users and cannot be deleted',
  },
  '140012': {
    status: 409,
    behaviour: 'toast',
    zh: '该引擎已分配给{n}个租户，无法删除',
    en: 'The engine is assigned to {n} tenants and cannot be deleted',
  },
  '140200': {
    status: 409,
    behaviour: 'toast',
    zh: '该行业下仍有{n}个子行业，无法删除',
    en: 'The industry has {n} sub-industries and cannot be deleted',
  },
  '140201': {
    status: 409,
    behaviour: 'toast',
    zh: '该行业被{n}个机器人案例使用，无法删除',
    en: 'The industry is used by {n} bot cases and cannot be deleted',
  },
  '140202': {
    status: 400,
    behaviour: 'toast',
    zh: '上级行业必须是一级行业',
    en: 'The parent must be a top-level industry',
  },
  // bots and AI calls (issue 5): each area keeps its codes beside its contract
  ...BOT_ERRORS,
  ...CUSTOMER_ERRORS,
  ...TASK_ERRORS,
  ...RECORD_ERRORS,
  ...SETTING_ERRORS,
  ...DATABOARD_ERRORS,
  ...KB_ERRORS,
  ...DOCUMENT_ERRORS,
  ...HIT_TEST_ERRORS,
  ...TEXT_ERRORS,
  ...LEARNSELF_ERRORS,
  ...AIHELPER_ERRORS,
  '500000': { status: 500, behaviour: 'toast', zh: '服务器内部错误', en: 'Internal server error' },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

/** Codes that the web client treats as "go to login" (requirements §8). */
export const LOGIN_CODES: readonly string[] = Object.entries(ERRORS)
  .filter(([, d]) => d.behaviour === 'login-silent' || d.behaviour === 'login-message')
  .map(([code]) => code);

/** Fill `{name}` placeholders. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function messageOf(code: ErrorCode, lang: 'zh' | 'en', params?: Record<string, string | number>): string {
  return formatMessage(ERRORS[code][lang], params);
}
