import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  CLUSTER_MIN_SIZE_DEFAULT,
  CLUSTER_THRESHOLD_DEFAULT,
  type ClusterParams,
  type startClusterRun,
} from '@zhiyu/contract/modules/learnself/cluster';
import { POOL_KINDS, POOL_SOURCES, type PoolKind, type PoolSource } from '@zhiyu/contract/modules/learnself/pool';
import dayjs, { type Dayjs } from 'dayjs';

export const CLUSTER_PATH = '/learnself/clustering';
/** The address parameter holding the open run (a reload reopens it). */
export const RUN_PARAM = 'run';

/** The start form's values (requirements R4 §2). */
export interface ClusterFormValues {
  source?: PoolSource;
  botId?: string;
  channelId?: string;
  kind?: PoolKind;
  range?: [Dayjs | null, Dayjs | null] | null;
  threshold: number;
  minSize: number;
  datasetId?: string;
}

const PRESET_KEYS = ['source', 'botId', 'channelId', 'kind', 'from', 'to'] as const;
/** What the pool list hands over: its filter's source, bot or channel, outcome and time range. */
export type ClusterPreset = { [K in (typeof PRESET_KEYS)[number]]?: unknown };

/** The clustering page's address with the preset in its query (send-to-clustering of the pool list). */
export function clusterLink(preset: ClusterPreset): string {
  const q = new URLSearchParams();
  for (const k of PRESET_KEYS) {
    const v = preset[k];
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${CLUSTER_PATH}?${s}` : CLUSTER_PATH;
}

const oneOf = <T extends string>(all: readonly T[], v: string | null): T | undefined => all.find((x) => x === v);
const ms = (v: string | null) => {
  const n = Number(v);
  return v && Number.isFinite(n) && n > 0 ? dayjs(n) : null;
};

/** The start form's first values: the defaults, with the preset of the address over them. */
export function formValuesOf(params: URLSearchParams): ClusterFormValues {
  const source = oneOf(POOL_SOURCES, params.get('source'));
  const from = ms(params.get('from'));
  const to = ms(params.get('to'));
  return {
    source,
    botId: source !== 'text' ? params.get('botId') || undefined : undefined,
    channelId: source !== 'call' ? params.get('channelId') || undefined : undefined,
    // The unrecognised utterances unless the pool list named another outcome.
    kind: oneOf(POOL_KINDS, params.get('kind')) ?? 'unrecognised',
    range: from || to ? [from, to] : null,
    threshold: CLUSTER_THRESHOLD_DEFAULT,
    minSize: CLUSTER_MIN_SIZE_DEFAULT,
  };
}

/** The start request from the form: empty choices left out, the range as ms, unrecognised by default. */
export function clusterBody(v: ClusterFormValues): BodyOf<typeof startClusterRun> {
  const [from, to] = v.range ?? [null, null];
  return {
    ...(v.source ? { source: v.source } : {}),
    ...(v.botId && v.source !== 'text' ? { botId: v.botId } : {}),
    ...(v.channelId && v.source !== 'call' ? { channelId: v.channelId } : {}),
    kind: v.kind ?? 'unrecognised',
    ...(from ? { from: from.valueOf() } : {}),
    ...(to ? { to: to.valueOf() } : {}),
    threshold: v.threshold,
    minSize: v.minSize,
    ...(v.datasetId ? { datasetId: v.datasetId } : {}),
  };
}

type Translate = (key: string, opts?: Record<string, unknown>) => string;
const day = (ms: number | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD') : '');

/** A run's conditions in one line: source and bot or channel, outcome, time range, threshold, size. */
export function paramsSummary(
  t: Translate,
  p: ClusterParams,
  names: { bots: ReadonlyMap<string, string>; channels: ReadonlyMap<string, string> },
): string {
  const parts = [p.source ? t(`source.${p.source}`) : t('params.anySource')];
  if (p.botId) parts.push(names.bots.get(p.botId) ?? p.botId);
  if (p.channelId) parts.push(names.channels.get(p.channelId) ?? p.channelId);
  parts.push(t(`kind.${p.kind ?? 'unrecognised'}`));
  if (p.from || p.to) parts.push(`${day(p.from)} ~ ${day(p.to)}`);
  parts.push(t('params.threshold', { value: p.threshold ?? CLUSTER_THRESHOLD_DEFAULT }));
  parts.push(t('params.minSize', { value: p.minSize ?? CLUSTER_MIN_SIZE_DEFAULT }));
  return parts.join(' · ');
}
