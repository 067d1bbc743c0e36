import type { BodyOf } from '@zhiyu/contract/endpoint';
import type { addClusterToDataset } from '@zhiyu/contract/modules/learnself/cluster';

/** What goes into an intent: the whole cluster, or the members picked in its drawer. */
export interface AddTarget {
  clusterId: string;
  /** The cluster's size (all of it goes when nothing is picked). */
  size: number;
  /** Pool ids of the picked members; empty or absent: all members. */
  picked?: readonly string[];
}

/**
 * The add request (requirements R4 §2): the chosen dataset and intent (an existing label or a new
 * name, trimmed), with the picked members only when some were picked.
 */
export function addRequest(target: AddTarget, datasetId: string, label: string): BodyOf<typeof addClusterToDataset> {
  const picked = [...new Set(target.picked ?? [])];
  return {
    clusterId: target.clusterId,
    datasetId,
    label: label.trim(),
    ...(picked.length ? { poolIds: picked } : {}),
  };
}

/** How many utterances the request adds at most. */
export const addCount = (target: AddTarget) => (target.picked?.length ? new Set(target.picked).size : target.size);

/** Whether a typed intent is new to the dataset (shown as such before adding). */
export const isNewLabel = (label: string, labels: readonly { label: string }[]) => {
  const name = label.trim();
  return !!name && !labels.some((l) => l.label === name);
};
