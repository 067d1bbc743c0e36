/**
 * Clustering (requirements R4 §2, /learnself/clustering): pool utterances grouped by meaning, each
 * group shown with its size, representative utterances, keywords and the nearest intent of a chosen
 * dataset; a group (or picked members) goes into an intent, becomes a new one, or is marked noise.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { LABEL_MAX } from './dataset.ts';
import { PoolKind, PoolSource } from './pool.ts';
import { SafeText } from './text.ts';

export const CLUSTER_THRESHOLD_DEFAULT = 0.4;
export const CLUSTER_MIN_SIZE_DEFAULT = 2;
/** At most this many pool utterances (the most frequent) take part in one run. */
export const CLUSTER_INPUT_MAX = 50_000;
/** requirements R4 §2 real-time topic: a run's progress. */
export const CLUSTER_PROGRESS_TOPIC = 'learnself.cluster';
export const CLUSTER_STATUSES = ['open', 'added', 'noise'] as const;
export const RUN_STATES = ['running', 'done', 'failed'] as const;

const Id = z.string().min(1).max(64);
const Ms = z.number().int().min(0).max(8_640_000_000_000);

export const ClusterParams = z.object({
  source: PoolSource.optional(),
  botId: Id.optional(),
  channelId: Id.optional(),
  /** Default: the unrecognised utterances. */
  kind: PoolKind.optional().default('unrecognised'),
  from: Ms.optional(),
  to: Ms.optional(),
  threshold: z.number().min(0.1).max(0.95).default(CLUSTER_THRESHOLD_DEFAULT),
  minSize: z.number().int().min(1).max(100).default(CLUSTER_MIN_SIZE_DEFAULT),
  /** The dataset whose intents are offered as each cluster's nearest. */
  datasetId: Id.optional(),
});
export type ClusterParams = z.input<typeof ClusterParams>;

export const ClusterRunRow = z.object({
  id: z.string(),
  state: z.enum(RUN_STATES),
  progress: z.number(),
  params: ClusterParams,
  inputCount: z.number(),
  clusterCount: z.number(),
  unclustered: z.number(),
  datasetName: z.string(),
  creator: z.string(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type ClusterRunRow = z.infer<typeof ClusterRunRow>;

export const ClusterRow = z.object({
  id: z.string(),
  runId: z.string(),
  size: z.number(),
  occurrences: z.number(),
  representatives: z.array(z.string()),
  keywords: z.array(z.string()),
  nearestLabel: z.string().nullable(),
  nearestSimilarity: z.number().nullable(),
  status: z.enum(CLUSTER_STATUSES),
  /** Where its members went: the dataset and intent. */
  addedTo: z.string(),
});
export type ClusterRow = z.infer<typeof ClusterRow>;

export const ClusterMember = z.object({
  poolId: z.string(),
  text: z.string(),
  occurrences: z.number(),
  similarity: z.number(),
});

export const startClusterRun = defineEndpoint({
  id: 'learnself.cluster.run',
  method: 'POST',
  path: '/learnself-api/cluster/run',
  access: 'learnself.cluster.run',
  body: ClusterParams,
  response: ClusterRunRow,
  example: { body: { datasetId: 'ds-none' } },
});

export const listClusterRuns = defineEndpoint({
  id: 'learnself.cluster.runs',
  method: 'GET',
  path: '/learnself-api/cluster/run/list',
  access: 'learnself.cluster.list',
  query: PageQuery,
  response: pageOf(ClusterRunRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const listClusters = defineEndpoint({
  id: 'learnself.cluster.list',
  method: 'GET',
  path: '/learnself-api/cluster/list',
  access: 'learnself.cluster.list',
  query: PageQuery.extend({ runId: Id, status: z.enum(CLUSTER_STATUSES).optional() }),
  response: pageOf(ClusterRow),
  example: { query: { runId: 'run-none', pageNum: 1, pageSize: 10 } },
});

export const listClusterMembers = defineEndpoint({
  id: 'learnself.cluster.members',
  method: 'GET',
  path: '/learnself-api/cluster/member/list',
  access: 'learnself.cluster.list',
  query: z.object({ clusterId: Id }),
  response: z.array(ClusterMember),
  example: { query: { clusterId: 'cluster-none' } },
});

/**
 * Adds the cluster's members (or the picked ones) to an intent of a dataset, existing or new; the
 * cluster is marked added when all its members went.
 */
export const addClusterToDataset = defineEndpoint({
  id: 'learnself.cluster.add',
  method: 'POST',
  path: '/learnself-api/cluster/add',
  access: 'learnself.cluster.label',
  body: z.object({
    clusterId: Id,
    datasetId: Id,
    label: SafeText(LABEL_MAX, 1),
    poolIds: z.array(Id).min(1).max(5000).optional(),
  }),
  response: z.object({ added: z.number(), skipped: z.number() }),
  example: { body: { clusterId: 'cluster-none', datasetId: 'ds-none', label: '查询话费' } },
});

export const markClustersNoise = defineEndpoint({
  id: 'learnself.cluster.noise',
  method: 'POST',
  path: '/learnself-api/cluster/noise',
  access: 'learnself.cluster.label',
  body: z.object({ ids: z.array(Id).min(1).max(500) }),
  response: z.object({ updated: z.number() }),
  example: { body: { ids: ['cluster-none'] } },
});
