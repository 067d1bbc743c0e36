import type { ErrorDef } from '../../errors.ts';

/**
 * The data boards (issue 6): 150100–150119. A missing end, a start after today and a start after
 * the end reuse the records' range codes (150060–150062), as both follow requirements §5.
 */
export const DATABOARD_ERRORS = {
  '150100': { status: 400, behaviour: 'toast', zh: '日期格式错误', en: 'Invalid date' },
  // requirements §5 console-wide range with a month limit: the requirements' own words
  '150101': {
    status: 400,
    behaviour: 'toast',
    zh: '时间范围最多一个月，不能跨月',
    en: 'time range at most one month, cannot cross months',
  },
  '150102': { status: 404, behaviour: 'toast', zh: '机器人不存在', en: 'The bot does not exist' },
  // Boards with a time axis: one point a day for at most a year (each point is a bucket of the answer)
  '150103': {
    status: 400,
    behaviour: 'toast',
    zh: '按日统计时间范围最多366天，请按月或按年查看',
    en: 'Daily figures cover at most 366 days; view by month or by year',
  },
  // 挂断节点分析: a bot version asked for that was never published
  '150109': { status: 404, behaviour: 'toast', zh: '机器人版本不存在', en: 'The bot version does not exist' },
} as const satisfies Record<string, ErrorDef>;
