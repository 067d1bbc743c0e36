import type { ErrorDef } from '../../errors.ts';

/** Call records, intention levels and inbound calls (issue 5 §4): 150060–150079. */
export const RECORD_ERRORS = {
  // requirements §5 console-wide date range, checked again on the server
  '150060': { status: 400, behaviour: 'toast', zh: '时间不能为空', en: 'time is required' },
  '150061': { status: 400, behaviour: 'toast', zh: '开始时间不能晚于今天', en: 'The start cannot be after today' },
  '150062': {
    status: 400,
    behaviour: 'toast',
    zh: '开始时间不能晚于结束时间',
    en: 'The start cannot be after the end',
  },
  '150063': { status: 400, behaviour: 'toast', zh: '意向规则无效', en: 'Invalid intention rule' },
  '150064': {
    status: 400,
    behaviour: 'toast',
    zh: '最小值不能大于最大值',
    en: 'The minimum cannot be greater than the maximum',
  },
  '150065': {
    status: 400,
    behaviour: 'toast',
    zh: '该号码未绑定呼入机器人',
    en: 'No inbound bot is bound to this number',
  },
  '150066': {
    status: 400,
    behaviour: 'toast',
    zh: '呼入机器人尚未发布',
    en: 'The inbound bot has no published version',
  },
  '150067': { status: 400, behaviour: 'toast', zh: '该号码已停用', en: 'This number is disabled' },
  '150068': { status: 400, behaviour: 'toast', zh: '主叫号码格式错误', en: 'Invalid caller number' },
  '150069': {
    status: 400,
    behaviour: 'toast',
    zh: '该号码不是模拟线路，无法模拟呼入',
    en: 'Only a simulated line can take a simulated inbound call',
  },
} as const satisfies Record<string, ErrorDef>;
