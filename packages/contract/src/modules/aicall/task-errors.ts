import type { ErrorDef } from '../../errors.ts';

/** Outbound tasks and the dialer (issue 5 §3): 150040–150059. */
export const TASK_ERRORS = {
  '150040': {
    status: 409,
    behaviour: 'toast',
    zh: '任务当前状态不允许此操作',
    en: "The task's current status does not allow this",
  },
  '150041': {
    status: 400,
    behaviour: 'toast',
    zh: '所选机器人不存在、不是外呼机器人或尚未发布',
    en: 'The chosen bot does not exist, is not an outbound bot or is not published',
  },
  '150042': {
    status: 400,
    behaviour: 'toast',
    zh: '所选线路不存在或已停用',
    en: 'A chosen line does not exist or is disabled',
  },
  '150043': { status: 400, behaviour: 'toast', zh: '呼叫时段设置有误', en: 'The calling windows are not valid' },
  '150044': {
    status: 409,
    behaviour: 'toast',
    zh: '运行中或已暂停的任务不能删除，请先停止任务',
    en: 'A running or paused task cannot be deleted; stop it first',
  },
  '150045': { status: 409, behaviour: 'toast', zh: '任务没有客户，无法启动', en: 'The task has no customers to call' },
  '150046': {
    status: 409,
    behaviour: 'toast',
    zh: '任务启动后不能更换机器人',
    en: 'The bot of a task cannot change once the task has started',
  },
  '150047': {
    status: 409,
    behaviour: 'toast',
    zh: '该客户正在呼叫中，不能重呼',
    en: 'This customer is being called; it cannot be retried now',
  },
  '150048': {
    status: 409,
    behaviour: 'toast',
    zh: '任务已结束，不能再添加客户',
    en: 'The task has ended; customers can no longer be added',
  },
  '150049': { status: 400, behaviour: 'toast', zh: '时区无效', en: 'Unknown time zone' },
  '150050': {
    status: 409,
    behaviour: 'toast',
    zh: '没有需要重呼的客户（所有客户最近一次呼叫均已成功）',
    en: 'No customer needs a redial (every last call succeeded)',
  },
} as const satisfies Record<string, ErrorDef>;
