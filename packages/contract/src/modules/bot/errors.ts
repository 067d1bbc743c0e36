import type { ErrorDef } from '../../errors.ts';

/** Bots and their flows (issue 5 §1): 150001–150019. */
export const BOT_ERRORS = {
  '150001': {
    status: 409,
    behaviour: 'toast',
    zh: '该机器人仍被{n}个未完成的外呼任务使用，无法删除',
    en: 'The bot is used by {n} outbound tasks that are not finished and cannot be deleted',
  },
  '150002': {
    status: 409,
    behaviour: 'toast',
    zh: '机器人流程已在别处修改，请刷新后再编辑',
    en: 'The bot flow was changed elsewhere; refresh and edit again',
  },
  '150003': {
    status: 403,
    behaviour: 'toast',
    zh: '该机器人属于其他应用，只能查看或复制',
    en: 'The bot belongs to another app; you may only view or copy it',
  },
  '150004': {
    status: 400,
    behaviour: 'toast',
    zh: '流程有{n}个问题，无法发布',
    en: 'The flow has {n} problems and cannot be published',
  },
  '150005': {
    status: 409,
    behaviour: 'toast',
    zh: '该机器人仍被{n}个号码用作呼入机器人，无法删除',
    en: 'The bot answers {n} numbers as their inbound bot and cannot be deleted',
  },
} as const satisfies Record<string, ErrorDef>;
