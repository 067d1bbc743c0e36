import type { ErrorDef } from '../../errors.ts';

/** Agent assistant (issue 20): 190001–190099. */
export const AIHELPER_ERRORS = {
  '190001': { status: 409, behaviour: 'toast', zh: '接入渠道名称已存在', en: 'A channel of this name already exists' },
  '190002': { status: 404, behaviour: 'toast', zh: '接入渠道不存在', en: 'Access channel not found' },
  '190003': {
    status: 401,
    behaviour: 'toast',
    zh: '签名无效：请用渠道密钥签名，时间戳与服务器相差不超过5分钟',
    en: 'Invalid signature: sign with the channel key, with a timestamp within 5 minutes of the server clock',
  },
  '190004': { status: 400, behaviour: 'toast', zh: '事件有误：{field}', en: 'Invalid event: {field}' },
} as const satisfies Record<string, ErrorDef>;
