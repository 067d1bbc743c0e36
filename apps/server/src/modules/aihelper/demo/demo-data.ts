/**
 * The agent assistant's demo settings (demo/seed.ts), written for the simulator's three dialogues
 * (simulator/scenarios.json): a credit-card centre, a car-insurance renewal, a broadband complaint.
 * The customers' wordings are ours, phrased the way callers put such requests, not the dialogues' lines.
 */

import type { CustomFieldInput } from '@zhiyu/contract/modules/aihelper/field';
import type { QcRuleInput } from '@zhiyu/contract/modules/aihelper/qc';
import type { ScriptInput } from '@zhiyu/contract/modules/aihelper/script';
import type { TriggerInput } from '@zhiyu/contract/modules/aihelper/trigger';
import { type BotFlow, emptyFlow } from '@zhiyu/contract/modules/bot/flow';

/** The lookups' demo bot 坐席话术助手 (bot type 2). */
export const ASSISTANT_BOT = 'bot-2001-7';

const script = (scene: string, intent: string, questions: string[], text: string): ScriptInput => ({
  scene,
  intent,
  questions,
  text,
});

export const SCRIPTS: ScriptInput[] = [
  script(
    '信用卡',
    '激活信用卡',
    ['新卡怎么激活', '收到卡了要开卡', '信用卡激活一下', '我想开通新办的卡'],
    '好的，为了您的账户安全，请先提供持卡人姓名和身份证号码，核实后马上为您激活。',
  ),
  script(
    '信用卡',
    '年费咨询',
    ['这张卡收年费吗', '年费是多少钱', '第一年要交年费吗'],
    '这张卡首年免年费，之后每年刷卡满六次即可免次年年费，不刷卡也不会产生其他费用。',
  ),
  script(
    '信用卡',
    '修改还款日',
    ['还款日能不能改', '想换个还款日期', '每个月几号还款可以调整吗'],
    '可以为您修改还款日，修改后从下一个账单周期开始生效，请问您希望改到每月几号？',
  ),
  script(
    '车险续保',
    '续保报价',
    ['今年保费多少', '续保要多少钱', '车险续费什么价格'],
    '您去年没有出险，今年可以享受无赔款优惠，我把交强险和商业险的明细给您逐项报一下。',
  ),
  script(
    '车险续保',
    '险种调整',
    ['划痕险还要买吗', '这个险不想要了', '能不能少买几个险'],
    '可以按您的用车情况调整险种，我建议保留车损险和三者险，附加险可以根据停车环境来选。',
  ),
  script(
    '车险续保',
    '付款方式',
    ['怎么付款', '在哪里交钱', '付款链接发给我'],
    '我稍后把付款链接发到您的手机，到期前完成支付即可，保单会在付款后寄出。',
  ),
  script(
    '宽带售后',
    '宽带故障',
    ['家里宽带断了', '网络连不上', '没网了一直上不去'],
    '非常抱歉给您带来不便，请告诉我宽带账号或安装地址，我马上为您查询线路情况。',
  ),
  script(
    '宽带售后',
    '投诉催单',
    ['报修好几次都没人来', '你们到底什么时候来修', '一直拖着不处理'],
    '非常理解您的着急，我这边为您把工单升级加急，并给您一个明确的上门时间。',
  ),
  script(
    '宽带售后',
    '赔偿诉求',
    ['断网这几天怎么算', '你们得给个说法', '能不能减免费用'],
    '断网期间的月租会按天为您减免，我再为您申请一个月免费提速作为补偿，您看可以吗？',
  ),
  script(
    '宽带售后',
    '上门预约',
    ['师傅什么时候上门', '来之前先打电话', '下午能不能来修'],
    '好的，已为您预约上门时间，师傅出发前会先电话联系您。',
  ),
];

export const FIELDS: CustomFieldInput[] = [
  { name: '客户姓名', type: 'text', extraction: 'name', required: true },
  { name: '联系电话', type: 'phone', extraction: 'phone' },
  { name: '身份证号', type: 'idCard', extraction: 'idCard' },
  { name: '预约时间', type: 'date', extraction: 'date' },
  { name: '地址', type: 'address', extraction: 'address' },
  {
    name: '业务类型',
    type: 'select',
    extraction: 'options',
    options: [
      { label: '信用卡', keywords: ['激活', '年费', '还款日'] },
      { label: '车险', keywords: ['续保', '保险', '划痕险'] },
      { label: '宽带', keywords: ['宽带', '断网', '报修'] },
    ],
  },
];

export const RULES: QcRuleInput[] = [
  {
    name: '服务禁语',
    kind: 'forbidden',
    words: ['不知道', '不归我管', '没办法', '你自己看着办'],
    severity: 'critical',
    strategy: 1,
    score: -10,
    cap: 20,
  },
  { name: '开场问候', kind: 'required', phase: 'greeting', words: ['您好', '你好'], strategy: 1, score: -5 },
  {
    name: '身份核实',
    kind: 'required',
    phase: 'identity',
    words: ['核实', '身份证'],
    withinSeconds: 90,
    strategy: 1,
    score: -10,
  },
  {
    name: '礼貌结束语',
    kind: 'required',
    phase: 'closing',
    words: ['再见', '感谢您'],
    severity: 'info',
    strategy: 1,
    score: -5,
  },
  { name: '静音过长', kind: 'silence', speaker: 'any' },
  { name: '语速过快', kind: 'speechRate', severity: 'info' },
  { name: '客户负面情绪', kind: 'emotion', speaker: 'customer' },
  {
    name: '投诉升级风险',
    kind: 'pattern',
    speaker: 'customer',
    pattern: '投诉|12315|曝光|举报',
    mode: 'postCall',
  },
  {
    name: '违规承诺',
    kind: 'pattern',
    speaker: 'agent',
    pattern: '(保证|百分百|绝对)&!不能',
    mode: 'postCall',
    strategy: 1,
    score: -15,
  },
];

export const TRIGGERS: TriggerInput[] = [
  {
    name: '客户投诉升级',
    event: 'customer',
    conditions: { keywords: ['投诉', '太气人', '到底管不管'] },
    actions: [
      { kind: 'tip', text: '先致歉安抚，再给出明确的处理时限' },
      { kind: 'alert', text: '客户情绪激动，请主管关注' },
    ],
  },
  {
    name: '激活前核验',
    event: 'customer',
    conditions: { intents: ['激活信用卡'] },
    actions: [{ kind: 'tip', text: '激活前请核实持卡人姓名、身份证号和卡片安全码' }],
  },
];

/** The assistant bot's flow: the scripts' intents, each with its keywords and a few examples. */
export function assistantFlow(): BotFlow {
  const flow = emptyFlow('您好，我是坐席话术助手。');
  const intent = (n: number, name: string, keywords: string[], examples: string[]) => ({
    id: `intent-${n}`,
    name,
    keywords,
    examples,
  });
  flow.intents = [
    intent(1, '激活信用卡', ['激活', '开卡'], ['新办的卡要怎么用', '卡寄到了怎么启用']),
    intent(2, '年费咨询', ['年费'], ['这卡每年收多少钱', '要不要交管理费']),
    intent(3, '修改还款日', ['还款日'], ['还钱的日子能挪一挪吗']),
    intent(4, '续保报价', ['续保', '保费'], ['今年交多少钱', '比去年贵了吗']),
    intent(5, '险种调整', ['划痕险', '险种'], ['有些保险不想买了']),
    intent(6, '付款方式', ['付款', '链接'], ['钱怎么交给你们']),
    intent(7, '宽带故障', ['断网', '没网', '宽带断了'], ['网一直连不上', '路由器灯不亮了']),
    intent(8, '投诉催单', ['没人来', '投诉', '太气人'], ['说好的维修一直不来']),
    intent(9, '赔偿诉求', ['说法', '赔偿', '减免'], ['这几天的钱不能白交']),
    intent(10, '上门预约', ['师傅', '上门'], ['什么时候过来修']),
  ];
  return flow;
}
