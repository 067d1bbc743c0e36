/**
 * Conversation records of the agent assistant (issue 20 §3 aihelper-records, 会话记录): the
 * finished conversations of the tenant, newest first, in the requirements §5 time range (both ends
 * required), with the customer's number masked (requirements §5); one record with everything the
 * desk showed (transcript, scripts shown and used, the form, QC alerts, triggers fired); export
 * through the shared export jobs.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { exportEndpoints } from '../../export-endpoints.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { PhoneSearch } from '../aicall/record.ts';
import { AgentConversation } from './ingest.ts';

const ms = z.coerce.number().int().min(0);
const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
const Short = z.string().trim().min(1).max(64);

export const AhRecordFilter = z.object({
  /** Started between these instants (ms, both included); both required (requirements §5). */
  from: ms.optional(),
  to: ms.optional(),
  /** The agent's username, as the channel named them. */
  agent: Short.optional(),
  skillGroup: Short.optional(),
  channelId: Short.optional(),
  /** A full number or the digits it ends with. */
  customerNumber: PhoneSearch.optional(),
  /** 1: conversations with at least one QC alert; 0: without. */
  hasAlert: flag.optional(),
});
export type AhRecordFilter = z.input<typeof AhRecordFilter>;

export const AhRecordListQuery = sortedPageQuery(['startedAt', 'durationSec'] as const).extend(AhRecordFilter.shape);

export const AhRecordRow = z.object({
  id: z.string(),
  channelId: z.string(),
  /** '' when the channel was deleted since. */
  channelName: z.string(),
  callId: z.string(),
  agent: z.string(),
  skillGroup: z.string(),
  /** Masked (requirements §5). */
  customerNumber: z.string(),
  direction: z.enum(['in', 'out']),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  durationSec: z.number(),
  /** Final lines of the transcript. */
  lines: z.number(),
  alerts: z.number(),
  /** Scripts shown, and how many of them the agent used. */
  scriptsShown: z.number(),
  scriptsUsed: z.number(),
  /** Form fields holding a value, and how many of them the agent confirmed. */
  fieldsFilled: z.number(),
  fieldsConfirmed: z.number(),
  triggers: z.number(),
  tags: z.array(z.string()),
});
export type AhRecordRow = z.infer<typeof AhRecordRow>;

/** One record: its row, everything the desk showed, and the names of the fields of its form. */
export const AhRecordDetail = AgentConversation.extend({
  row: AhRecordRow,
  fieldNames: z.record(z.string(), z.string()),
});
export type AhRecordDetail = z.infer<typeof AhRecordDetail>;

/** The filter options: the tenant's channels, and the agents and skill groups its conversations named. */
export const AhRecordOptions = z.object({
  channels: z.array(z.object({ id: z.string(), name: z.string() })),
  agents: z.array(z.string()),
  skillGroups: z.array(z.string()),
});

const range = { from: 1_700_000_000_000, to: 1_700_086_400_000 };
const BASE = '/aihelper-api/records';

export const listAhRecords = defineEndpoint({
  id: 'aihelper.record.list',
  method: 'GET',
  path: `${BASE}/list`,
  access: 'aihelper.record.list',
  query: AhRecordListQuery,
  response: pageOf(AhRecordRow),
  example: { query: { pageNum: 1, pageSize: 10, ...range } },
});

export const getAhRecord = defineEndpoint({
  id: 'aihelper.record.detail',
  method: 'GET',
  path: `${BASE}/detail`,
  access: 'aihelper.record.list',
  query: z.object({ id: Short }),
  response: AhRecordDetail,
  example: { query: { id: 'none' } },
});

export const ahRecordOptions = defineEndpoint({
  id: 'aihelper.record.options',
  method: 'GET',
  path: `${BASE}/options`,
  access: 'aihelper.record.list',
  response: AhRecordOptions,
  example: {},
});

/** Columns of the export, in order, with their headers. */
export const AH_RECORD_IO_COLUMNS = [
  'startedAt',
  'durationSec',
  'agent',
  'skillGroup',
  'channelName',
  'customerNumber',
  'direction',
  'lines',
  'alerts',
  'scriptsShown',
  'scriptsUsed',
  'fieldsFilled',
  'triggers',
  'tags',
] as const;
export const AH_RECORD_IO_HEADERS: Record<(typeof AH_RECORD_IO_COLUMNS)[number], { zh: string; en: string }> = {
  startedAt: { zh: '开始时间', en: 'Started' },
  durationSec: { zh: '时长（秒）', en: 'Duration (s)' },
  agent: { zh: '坐席', en: 'Agent' },
  skillGroup: { zh: '技能组', en: 'Skill group' },
  channelName: { zh: '接入渠道', en: 'Channel' },
  customerNumber: { zh: '客户号码', en: 'Customer number' },
  direction: { zh: '方向', en: 'Direction' },
  lines: { zh: '对话句数', en: 'Lines' },
  alerts: { zh: '质检告警', en: 'QC alerts' },
  scriptsShown: { zh: '推荐话术', en: 'Scripts shown' },
  scriptsUsed: { zh: '采纳话术', en: 'Scripts used' },
  fieldsFilled: { zh: '已填字段', en: 'Fields filled' },
  triggers: { zh: '触发器', en: 'Triggers fired' },
  tags: { zh: '标签', en: 'Tags' },
};
export const AH_RECORD_DIRECTIONS = { in: { zh: '呼入', en: 'Inbound' }, out: { zh: '外呼', en: 'Outbound' } };

const ahRecordsExport = exportEndpoints({
  id: 'aihelper.record',
  base: BASE,
  access: 'aihelper.record.export',
  filter: AhRecordFilter,
  example: range,
});
export const exportAhRecords = ahRecordsExport.start;
export const exportAhRecordsStatus = ahRecordsExport.status;
export const downloadAhRecordsExport = ahRecordsExport.download;
