import type { ChangeEntry } from '@zhiyu/contract/modules/aicall/about';

/**
 * The product's change log, newest first, shown on 关于系统. The newest entry names the version of
 * the root package.json (a test keeps them equal): add an entry with each release.
 */
export const CHANGELOG: ChangeEntry[] = [
  {
    version: '0.1.0',
    date: '2026-11-21',
    zh: [
      '基础能力：登录与单点登录、验证码与限流、权限与菜单、多租户、OEM品牌、中英文界面',
      '个人设置、行业管理、租户SIP配置、标签管理',
      'Excel导入导出任务、文件与图片上传、富文本编辑器、选择器与实时通道',
      '平台管理：渠道、租户、应用、用户、角色与授权、资源、OEM、黑名单、引擎、外呼记录与操作审计',
      'AI外呼：机器人与流程、客户与黑名单、外呼任务与拨号、通话记录与意向度',
      '系统设置：语音引擎与并发上限、号码管理（模拟线路与SIP号码）、接口回调（签名推送、重试与推送记录）、短信模板与发送记录',
    ],
    en: [
      'Foundation: sign-in and single sign-on, captcha and throttling, permissions and menus, tenancy, OEM branding, Chinese and English',
      'My settings, industries, the tenant SIP trunk, tag management',
      'Excel import and export jobs, file and image uploads, the rich editor, pickers and the real-time channel',
      'Platform administration: channels, tenants, apps, users, roles and grants, resources, OEM, blacklist, engines, call records and the audit trail',
      'AI calls: bots and flows, customers and blacklist, outbound tasks and the dialer, call records and intention levels',
      'Settings: speech engines and the call cap, numbers (simulated line and SIP numbers), signed result callbacks with retries and a delivery log, SMS templates and the outbox',
    ],
  },
];
