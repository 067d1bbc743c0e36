import type { BotFlow, FlowEdge, FlowNode } from '../src/modules/bot/flow.ts';

export const node = (id: string, type: FlowNode['type'], text = '', templateId: string | null = null): FlowNode => ({
  id,
  type,
  name: '',
  text,
  templateId,
  position: { x: 0, y: 0 },
});
export const edge = (
  id: string,
  source: string,
  target: string,
  kind: FlowEdge['kind'] = 'next',
  intentId: string | null = null,
): FlowEdge => ({ id, source, target, kind, intentId });

/** A small loan follow-up flow: greeting, three intents, an SMS, transfer and hang-up. */
export function loanFlow(): BotFlow {
  return {
    nodes: [
      node('start', 'start'),
      node('greet', 'speak', '您好，我是知语金融的客服，想了解一下您近期有资金需求吗？'),
      node('sms', 'sms', '', 'tpl-loan'),
      node('offer', 'speak', '已把申请链接发到您的手机，需要我帮您转人工详细介绍吗？'),
      node('human', 'transfer', '好的，正在为您转接专属顾问。'),
      node('later', 'speak', '没关系，您可以考虑一下，稍后再联系您好吗？'),
      node('bye', 'hangup', '感谢您的接听，再见。'),
    ],
    edges: [
      edge('e1', 'start', 'greet'),
      edge('e2', 'greet', 'sms', 'intent', 'yes'),
      edge('e3', 'greet', 'bye', 'intent', 'no'),
      edge('e4', 'greet', 'later', 'intent', 'think'),
      edge('e5', 'greet', 'later', 'default'),
      edge('e6', 'greet', 'bye', 'silence'),
      edge('e7', 'sms', 'offer'),
      edge('e8', 'offer', 'human', 'intent', 'yes'),
      edge('e9', 'offer', 'bye', 'default'),
      edge('e10', 'later', 'bye', 'default'),
    ],
    intents: [
      {
        id: 'yes',
        name: '有意向',
        examples: ['好的', '可以啊', '有需要', '我想了解一下', '有兴趣', '行，你说吧'],
        keywords: ['有兴趣', '需要的'],
      },
      {
        id: 'no',
        name: '没兴趣',
        examples: ['不需要', '没兴趣', '不用了谢谢', '我不缺钱'],
        keywords: ['不需要', '没兴趣', 'not interested'],
      },
      { id: 'think', name: '考虑一下', examples: ['我考虑一下', '再说吧', '过段时间再说'], keywords: ['考虑'] },
    ],
    globalIntents: [
      {
        id: 'g-who',
        name: '你是谁',
        kind: 'whoAreYou',
        examples: ['你是谁', '你是哪里', '哪个公司的'],
        keywords: ['你是谁'],
        answer: '我是知语金融的智能客服。',
        action: 'continue',
      },
      {
        id: 'g-complain',
        name: '投诉',
        kind: 'complaint',
        examples: ['我要投诉你们'],
        keywords: ['投诉'],
        answer: '非常抱歉打扰您，马上为您转接人工。',
        action: 'transfer',
      },
      {
        id: 'g-busy',
        name: '在忙',
        kind: 'busy',
        examples: ['我在开会', '现在不方便'],
        keywords: ['在忙', '开会'],
        answer: '不好意思打扰了，稍后再联系您。',
        action: 'hangup',
      },
    ],
  };
}
