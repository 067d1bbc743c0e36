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
  '190009': {
    status: 409,
    behaviour: 'toast',
    zh: '质检规则名称已存在',
    en: 'A quality rule of this name already exists',
  },
  '190010': { status: 404, behaviour: 'toast', zh: '质检规则不存在', en: 'Quality rule not found' },
  '190011': { status: 409, behaviour: 'toast', zh: '字段名称已存在', en: 'A field of this name already exists' },
  '190012': { status: 404, behaviour: 'toast', zh: '字段不存在', en: 'Field not found' },
  '190013': { status: 404, behaviour: 'toast', zh: '会话不存在', en: 'Conversation not found' },
  '190014': { status: 400, behaviour: 'toast', zh: '{field}格式不正确', en: '{field} is not valid' },
  '190015': { status: 400, behaviour: 'toast', zh: '字段已达上限（{n}个）', en: 'The fields are at their limit ({n})' },
  '190016': { status: 404, behaviour: 'toast', zh: '话术不存在', en: 'Script not found' },
  '190017': { status: 404, behaviour: 'toast', zh: '触发器不存在', en: 'Trigger not found' },
  '190018': { status: 409, behaviour: 'toast', zh: '触发器名称已存在', en: 'A trigger of this name already exists' },
  '190019': {
    status: 400,
    behaviour: 'toast',
    zh: '动作中的话术不存在或已失效',
    en: 'The script an action pushes does not exist or is not valid',
  },
  '190021': { status: 404, behaviour: 'toast', zh: '助手机器人不存在', en: 'Assistant bot not found' },
  '190020': {
    status: 400,
    behaviour: 'toast',
    zh: '动作中的字段不存在',
    en: 'The field an action fills does not exist',
  },
  '190005': {
    status: 400,
    behaviour: 'toast',
    zh: '只有“模拟通话”类型的渠道可以发起模拟通话',
    en: 'Only a channel of the kind "Simulated calls" can place simulated calls',
  },
  '190006': { status: 404, behaviour: 'toast', zh: '模拟场景不存在', en: 'No such simulated scenario' },
  '190007': {
    status: 404,
    behaviour: 'toast',
    zh: '坐席「{name}」不是本租户的用户',
    en: 'The agent "{name}" is not a user of this tenant',
  },
  '190008': {
    status: 429,
    behaviour: 'toast',
    zh: '同时进行的模拟通话已达上限（{n}通）',
    en: 'Too many simulated calls at once (at most {n})',
  },
} as const satisfies Record<string, ErrorDef>;
