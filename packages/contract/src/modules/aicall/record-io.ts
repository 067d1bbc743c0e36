/** The call-record workbook: its columns, headers and the labels of coded values. */

/** Columns of the record workbook, in order. */
export const RECORD_IO_COLUMNS = [
  'startedAt',
  'direction',
  'phone',
  'customerName',
  'taskName',
  'botName',
  'lineNumber',
  'resultClass',
  'causeCode',
  'causeSide',
  'durationSec',
  'rounds',
  'intentionLevel',
  'hangupNodeName',
  'tags',
] as const;
export type RecordIoColumn = (typeof RECORD_IO_COLUMNS)[number];
export const RECORD_IO_HEADERS: Record<RecordIoColumn, { zh: string; en: string }> = {
  startedAt: { zh: '呼叫时间', en: 'Started' },
  direction: { zh: '方向', en: 'Direction' },
  phone: { zh: '号码', en: 'Number' },
  customerName: { zh: '客户', en: 'Customer' },
  taskName: { zh: '任务', en: 'Task' },
  botName: { zh: '机器人', en: 'Bot' },
  lineNumber: { zh: '线路号码', en: 'Line' },
  resultClass: { zh: '呼叫结果', en: 'Result' },
  causeCode: { zh: '原因码', en: 'Cause' },
  causeSide: { zh: '挂断方', en: 'Side' },
  durationSec: { zh: '通话时长(秒)', en: 'Duration (s)' },
  rounds: { zh: '对话轮次', en: 'Rounds' },
  intentionLevel: { zh: '意向等级', en: 'Level' },
  hangupNodeName: { zh: '挂断节点', en: 'Hang-up node' },
  tags: { zh: '标签', en: 'Tags' },
};

/** Words the workbook writes for coded values (the web shows the same from its locales). */
export const RECORD_IO_LABELS = {
  direction: { 0: { zh: '呼入', en: 'Inbound' }, 1: { zh: '呼出', en: 'Outbound' } },
  causeSide: { user: { zh: '用户侧', en: 'User' }, system: { zh: '系统侧', en: 'System' } },
  resultClass: {
    success: { zh: '成功', en: 'Success' },
    unreachable: { zh: '无法接通', en: 'Cannot connect' },
    rejected: { zh: '用户拒接', en: 'User rejected' },
    inCall: { zh: '通话中', en: 'In a call' },
    busy: { zh: '用户忙', en: 'User busy' },
    poweredOff: { zh: '关机', en: 'Powered off' },
    suspended: { zh: '停机', en: 'Suspended' },
    emptyNumber: { zh: '空号', en: 'Empty number' },
    networkBusy: { zh: '网络忙', en: 'Network busy' },
    noAnswer: { zh: '无人接听', en: 'No answer' },
    transferred: { zh: '呼叫转移', en: 'Call transfer' },
    restricted: { zh: '呼出受限', en: 'Outbound restricted' },
    humanPickup: { zh: '人工接听识别', en: 'Human pickup' },
    lineFault: { zh: '线路服务故障', en: 'Line server fault' },
    other: { zh: '其他', en: 'Other' },
  },
} as const;
