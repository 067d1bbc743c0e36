/** The widget's own texts, chosen by the page's `lang` (en… → English, anything else → Chinese). */
const ZH = {
  open: '在线客服',
  close: '关闭',
  title: '智能客服',
  placeholder: '请输入您的问题',
  send: '发送',
  human: '转人工',
  like: '有用',
  dislike: '没用',
  liked: '感谢您的反馈',
  disliked: '已收到，我们会改进',
  reasonPlaceholder: '哪里不满意？（选填）',
  submit: '提交',
  didYouMean: '您是不是想问：',
  transferred: '已转人工',
  unavailable: '客服暂时无法连接，请稍后再试',
  tooLong: '消息不能超过{n}个字符',
  disabledMenu: '暂不可用',
  image: '[图片]',
};

const EN: typeof ZH = {
  open: 'Chat with us',
  close: 'Close',
  title: 'Customer service',
  placeholder: 'Type your question',
  send: 'Send',
  human: 'Human agent',
  like: 'Helpful',
  dislike: 'Not helpful',
  liked: 'Thanks for your feedback',
  disliked: "Got it, we'll improve",
  reasonPlaceholder: 'What was wrong? (optional)',
  submit: 'Submit',
  didYouMean: 'Did you mean:',
  transferred: 'Transferred to a human',
  unavailable: 'The service cannot be reached; try again later',
  tooLong: 'A message must not exceed {n} characters',
  disabledMenu: 'Not available yet',
  image: '[image]',
};

export type Texts = typeof ZH;
export type Lang = 'zh-CN' | 'en-US';

export function langOf(pageLang: string | null | undefined): Lang {
  return (pageLang ?? '').toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

export function textsOf(lang: Lang): Texts {
  return lang === 'en-US' ? EN : ZH;
}

export const fill = (s: string, n: number) => s.replace('{n}', String(n));
