import type { ErrorDef } from '../../errors.ts';

/** Call settings: voice, numbers, callbacks, SMS, about (issue 5 §5): 150080–150099. */
export const SETTING_ERRORS = {
  '150080': {
    status: 400,
    behaviour: 'toast',
    zh: '所选引擎未分配给本租户或已停用：{name}',
    en: 'The chosen engine is not assigned to your tenant or is disabled: {name}',
  },
  '150081': {
    status: 409,
    behaviour: 'toast',
    zh: '该号码正被{n}个未结束的外呼任务使用，无法删除',
    en: 'The number is used by {n} outbound tasks that have not ended and cannot be deleted',
  },
  '150082': {
    status: 400,
    behaviour: 'toast',
    zh: '短信内容包含未知变量：{names}',
    en: 'The SMS text uses unknown variables: {names}',
  },
  '150083': {
    status: 400,
    behaviour: 'toast',
    zh: '短信内容的花括号不成对',
    en: 'The braces of the SMS text do not pair up',
  },
  '150084': {
    status: 400,
    behaviour: 'toast',
    zh: '只能绑定本应用的呼入机器人',
    en: 'Only an inbound bot of this application can answer a number',
  },
  '150085': {
    status: 400,
    behaviour: 'toast',
    zh: '请先设置回调地址和签名密钥',
    en: 'Set the callback URL and the signing secret first',
  },
  '150086': {
    status: 409,
    behaviour: 'toast',
    zh: '该推送已成功，无需重试',
    en: 'The delivery already succeeded; there is nothing to retry',
  },
  '150087': {
    status: 400,
    behaviour: 'toast',
    zh: '请先在SIP配置中设置本租户的SIP中继',
    en: 'Set up your tenant SIP trunk in SIP settings first',
  },
} as const satisfies Record<string, ErrorDef>;
