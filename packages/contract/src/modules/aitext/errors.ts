import type { ErrorDef } from '../../errors.ts';

/**
 * The text bot (issue 7 §3): 170001–170029. The public chat API's refusals (170001–170010) are
 * read by the widget and by API callers; the console's by the aitext screens.
 */
export const TEXT_ERRORS = {
  '170001': {
    status: 404,
    behaviour: 'toast',
    zh: '渠道不存在或已停用',
    en: 'The channel does not exist or is disabled',
  },
  '170002': {
    status: 400,
    behaviour: 'toast',
    zh: '消息不能超过{n}个字符',
    en: 'A message must not exceed {n} characters',
  },
  '170003': { status: 400, behaviour: 'toast', zh: '{field}不能为空', en: '{field} is required' },
  '170004': {
    status: 404,
    behaviour: 'toast',
    zh: '会话不存在',
    en: 'The session does not exist',
  },
  '170005': {
    status: 400,
    behaviour: 'toast',
    zh: '只能评价机器人的回答',
    en: "Only the bot's answers can be rated",
  },
  '170006': { status: 409, behaviour: 'toast', zh: '会话已结束', en: 'The session has ended' },
  '170007': {
    status: 429,
    behaviour: 'toast',
    zh: '操作过于频繁，请稍后再试',
    en: 'Too many requests; try again later',
  },
  '170008': { status: 400, behaviour: 'toast', zh: '绑定码错误', en: 'The bind code is wrong' },
  '170009': {
    status: 400,
    behaviour: 'toast',
    zh: '绑定码已过期，请重新获取',
    en: 'The bind code has expired; get a new one',
  },
  '170010': {
    status: 409,
    behaviour: 'toast',
    zh: '绑定码已使用，请重新获取',
    en: 'The bind code has been used; get a new one',
  },
  '170011': { status: 409, behaviour: 'toast', zh: '该回答已评价过', en: 'This answer has already been rated' },
  '170012': {
    status: 400,
    behaviour: 'toast',
    zh: '所选问题不在推荐列表中',
    en: 'The chosen question was not among the suggestions',
  },
  // the console (channelConfig, textSessionRecord, serviceOverview, knowledgeAnalysis)
  '170020': { status: 404, behaviour: 'toast', zh: '渠道不存在', en: 'The channel does not exist' },
  '170021': {
    status: 409,
    behaviour: 'toast',
    zh: '渠道名称「{name}」已存在',
    en: 'A channel named "{name}" already exists',
  },
  '170022': {
    status: 400,
    behaviour: 'toast',
    zh: '知识库不存在或不属于当前应用',
    en: 'A knowledge library does not exist in this app',
  },
  '170023': {
    status: 400,
    behaviour: 'toast',
    zh: '快捷菜单「{name}」配置错误',
    en: 'Quick menu "{name}" is misconfigured',
  },
  '170024': { status: 400, behaviour: 'toast', zh: '时间不能为空', en: 'time is required' },
  '170025': { status: 400, behaviour: 'toast', zh: '日期格式错误', en: 'Invalid date' },
  '170026': {
    status: 400,
    behaviour: 'toast',
    zh: '开始时间不能晚于今天',
    en: 'The start cannot be after today',
  },
  '170027': {
    status: 400,
    behaviour: 'toast',
    zh: '开始时间不能晚于结束时间',
    en: 'The start cannot be after the end',
  },
  '170028': {
    status: 400,
    behaviour: 'toast',
    zh: '按日统计时间范围最多366天，请按月或按年查看',
    en: 'A daily trend covers at most 366 days; view it by month or year',
  },
} as const satisfies Record<string, ErrorDef>;
