import type { BotFlow, FlowEdge, FlowNode, GlobalIntent } from '@zhiyu/contract/modules/bot/flow';

const node = (id: string, type: FlowNode['type'], name: string, text: string, x: number, y: number): FlowNode => ({
  id,
  type,
  name,
  text,
  templateId: null,
  position: { x, y },
});
const edge = (source: string, target: string, kind: FlowEdge['kind'], intentId: string | null = null): FlowEdge => ({
  id: `e-${source}-${kind}-${intentId ?? target}`,
  source,
  target,
  kind,
  intentId,
});

/** The global intents both demo bots hear at any question. */
const globals = (company: string): GlobalIntent[] => [
  {
    id: 'g-refusal',
    name: '拒绝',
    kind: 'refusal',
    examples: ['别再打了', '不要再给我打电话', '以后别打了', '把我号码删掉', '你们烦不烦'],
    keywords: ['别再打', '不要再打', '别打了', '删掉我的号码'],
    answer: '好的，非常抱歉打扰您，我们会记录您的意愿，祝您生活愉快。',
    action: 'hangup',
  },
  {
    id: 'g-busy',
    name: '在忙',
    kind: 'busy',
    examples: ['我现在在忙', '在开会呢', '正在开车', '现在不方便说话', '晚点再说吧', '我在上班'],
    keywords: ['在忙', '开会', '开车', '不方便'],
    answer: '不好意思打扰您了，我们稍后再联系您，再见。',
    action: 'hangup',
  },
  {
    id: 'g-complaint',
    name: '投诉',
    kind: 'complaint',
    examples: ['我要投诉你们', '你们这是骚扰', '我要举报', '找你们领导', '我要打12315'],
    keywords: ['投诉', '举报', '骚扰'],
    answer: '非常抱歉给您带来不好的体验，马上为您转接人工客服处理。',
    action: 'transfer',
  },
  {
    id: 'g-who',
    name: '你是谁',
    kind: 'whoAreYou',
    examples: ['你是谁', '你是哪里', '你们是哪个公司的', '你是机器人吗', '怎么有我的电话'],
    keywords: ['你是谁', '哪个公司', '机器人吗'],
    answer: `我是${company}的智能客服小知，您之前在我们这里办理过业务，所以给您来电。`,
    action: 'continue',
  },
];

/** 信用卡分期营销: an instalment offer call; interest gets an SMS and an adviser, the rest a call back. */
export function outboundDemoFlow(): BotFlow {
  return {
    nodes: [
      node('start', 'start', '开始', '', 320, 0),
      node(
        'greet',
        'speak',
        '开场白',
        '您好，我是知语金融的客户经理小知。您的信用卡近期可以申请账单分期，手续费限时八折，请问您有兴趣了解一下吗？',
        320,
        120,
      ),
      { ...node('sms', 'sms', '发送登记短信', '', 40, 300), templateId: 'demo-sms-appointment' },
      node(
        'offer',
        'speak',
        '介绍方案',
        '已为您登记，顾问会在一个工作日内联系您，登记短信已发到您的手机。需要现在为您转接顾问详细介绍吗？',
        40,
        440,
      ),
      node('human', 'transfer', '转人工', '好的，正在为您转接专属顾问，请稍候。', 40, 620),
      node(
        'later',
        'speak',
        '稍后联系',
        '没关系，您可以先考虑一下。这个优惠本月底前有效，我过几天再联系您，可以吗？',
        420,
        300,
      ),
      node('bye', 'hangup', '结束', '感谢您的接听，祝您生活愉快，再见。', 420, 620),
    ],
    edges: [
      edge('start', 'greet', 'next'),
      edge('greet', 'sms', 'intent', 'i-yes'),
      edge('greet', 'later', 'intent', 'i-think'),
      edge('greet', 'bye', 'intent', 'i-no'),
      edge('greet', 'later', 'default'),
      edge('greet', 'later', 'silence'),
      edge('sms', 'offer', 'next'),
      edge('offer', 'human', 'intent', 'i-yes'),
      edge('offer', 'bye', 'intent', 'i-no'),
      edge('offer', 'bye', 'default'),
      edge('later', 'bye', 'default'),
    ],
    intents: [
      {
        id: 'i-yes',
        name: '有意向',
        examples: [
          '好的',
          '可以啊',
          '有兴趣',
          '说来听听',
          '怎么申请',
          '我想了解一下',
          '手续费多少',
          '行，你说吧',
          '需要的',
        ],
        keywords: ['有兴趣', '怎么申请', '了解一下', '可以的'],
      },
      {
        id: 'i-no',
        name: '没兴趣',
        examples: ['不需要', '没兴趣', '不用了谢谢', '我不办', '不考虑', '我没有这个需求', '暂时不需要'],
        keywords: ['不需要', '没兴趣', '不用了', '不办'],
      },
      {
        id: 'i-think',
        name: '考虑一下',
        examples: ['我考虑一下', '再说吧', '过段时间再说', '我想想', '回头再说', '我跟家里人商量一下'],
        keywords: ['考虑', '想想', '商量'],
      },
    ],
    globalIntents: globals('知语金融'),
  };
}

/** 预约挂号咨询: answers the appointment line, takes bookings (with an SMS), hands over the rest. */
export function inboundDemoFlow(): BotFlow {
  return {
    nodes: [
      node('start', 'start', '开始', '', 320, 0),
      node(
        'greet',
        'speak',
        '欢迎语',
        '您好，欢迎致电知语健康预约热线，我是智能客服小知。请问您是要预约挂号、取消预约，还是转人工服务？',
        320,
        120,
      ),
      node('book', 'speak', '预约挂号', '好的，请问您想预约哪个科室，哪一天方便就诊？', 40, 320),
      { ...node('sms', 'sms', '发送确认短信', '', 40, 480), templateId: 'demo-sms-thanks' },
      node('booked', 'hangup', '登记完成', '已为您登记预约需求，确认短信稍后发到您的手机，感谢来电，再见。', 40, 620),
      node('cancel', 'speak', '取消预约', '取消预约需要核实身份，我为您转接人工客服办理，可以吗？', 320, 320),
      node('human', 'transfer', '转人工', '正在为您转接人工客服，请稍候。', 320, 620),
      node('bye', 'hangup', '结束', '感谢您的来电，祝您早日康复，再见。', 600, 620),
    ],
    edges: [
      edge('start', 'greet', 'next'),
      edge('greet', 'book', 'intent', 'i-book'),
      edge('greet', 'cancel', 'intent', 'i-cancel'),
      edge('greet', 'human', 'intent', 'i-human'),
      edge('greet', 'human', 'default'),
      edge('book', 'sms', 'default'),
      edge('book', 'bye', 'silence'),
      edge('sms', 'booked', 'next'),
      edge('cancel', 'human', 'intent', 'i-yes'),
      edge('cancel', 'bye', 'default'),
    ],
    intents: [
      {
        id: 'i-book',
        name: '预约挂号',
        examples: ['我要挂号', '预约一下', '想约个专家号', '帮我挂个号', '能预约明天的吗', '我想看医生'],
        keywords: ['挂号', '预约一下', '专家号'],
      },
      {
        id: 'i-cancel',
        name: '取消预约',
        examples: ['取消预约', '我不去了', '把预约取消掉', '改个时间', '退号'],
        keywords: ['取消', '退号', '改时间'],
      },
      {
        id: 'i-human',
        name: '转人工',
        examples: ['转人工', '人工客服', '我要找人工', '接人工', '找个真人'],
        keywords: ['人工', '真人'],
      },
      { id: 'i-yes', name: '同意', examples: ['好的', '可以', '行', '没问题', '嗯好'], keywords: ['好的', '可以'] },
    ],
    globalIntents: globals('知语健康'),
  };
}
