import type { ChangeEntry } from '@zhiyu/contract/modules/aicall/about';

/**
 * The agent assistant's change log, newest first, shown on its 关于系统. The newest entry names the
 * version of the root package.json (a test keeps them equal): add an entry with each release.
 */
export const AIHELPER_CHANGELOG: ChangeEntry[] = [
  {
    version: '0.1.0',
    date: '2026-11-29',
    zh: [
      '接入渠道：渠道密钥（只显示一次，可重新生成）、签名的接入接口（HTTP 与 WebSocket，按通话与序号去重，乱序可用）、内置模拟通话',
      '坐席工作台：实时转写、话术推荐、智能填单、客户画像、实时质检，可整页或单个面板嵌入（iframe，最窄 360 px）',
      '配置：金牌话术库、自定义字段、实时质检规则、触发器（事件、条件与动作）、按技能组的通话间隔配置',
      '会话记录：按时间、坐席、技能组、渠道、号码与告警筛选，号码脱敏，查看整通会话并导出',
    ],
    en: [
      'Access channels: a channel key (shown once, regenerable), the signed ingest API (HTTP and WebSocket, once per call and sequence, in any order) and the built-in simulated calls',
      'Agent desk: the live transcript, golden scripts, smart form filling, the customer portrait and real-time quality checks, whole or one panel at a time, embeddable (iframe, from 360 px)',
      'Settings: the golden script library, custom fields, real-time quality rules, triggers (events, conditions and actions) and thresholds per skill group',
      'Conversation records: filtered by time, agent, skill group, channel, number and alerts, numbers masked, one conversation whole, export',
    ],
  },
];
