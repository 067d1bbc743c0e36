/**
 * Writing a labelling task's finished labels into its dataset's working copy (requirements R4 §3):
 * once, in one transaction; noise is counted, not written.
 */
import { NOISE } from '@zhiyu/contract/modules/learnself/marking';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { addEntities } from '../dataset/entities.ts';
import type { LsScope } from '../dataset/repo.ts';
import { addItems, datasetOf } from '../dataset/service.ts';
import { taskOf } from './repo.ts';
import { lsMarkItems } from './table.ts';

/** Writes the task's done labels (not noise, not yet written) into the dataset, all or nothing. */
export async function commitTask(ctx: AppContext, s: LsScope, id: string) {
  const t = await taskOf(ctx.db, s, id);
  return ctx.db.transaction(async (tx) => {
    const done = await tx
      .select({ id: lsMarkItems.id, text: lsMarkItems.text, label: lsMarkItems.label })
      .from(lsMarkItems)
      .where(and(eq(lsMarkItems.taskId, t.id), eq(lsMarkItems.state, 'done'), eq(lsMarkItems.committed, false)));
    const byLabel = new Map<string, string[]>();
    let noise = 0;
    for (const d of done) {
      if (d.label === NOISE) noise += 1;
      else byLabel.set(d.label, [...(byLabel.get(d.label) ?? []), d.text]);
    }
    let added = 0;
    let skipped = 0;
    const dataset = await datasetOf(tx, s, t.datasetId);
    if (dataset.type === 'ner') {
      // An ner utterance's label is its marking: the items go in with their entities.
      const marked = [...byLabel.keys()];
      for (let i = 0; i < marked.length; i += 1000) {
        const r = await addEntities(ctx, s, t.datasetId, marked.slice(i, i + 1000), 'labelling', tx);
        added += r.added;
        skipped += r.skipped;
      }
      byLabel.clear();
    }
    for (const [label, texts] of byLabel) {
      for (let i = 0; i < texts.length; i += 1000) {
        const r = await addItems(ctx, s, t.datasetId, label, texts.slice(i, i + 1000), 'labelling', tx);
        added += r.added;
        skipped += r.skipped;
      }
    }
    if (done.length)
      await tx
        .update(lsMarkItems)
        .set({ committed: true })
        .where(
          inArray(
            lsMarkItems.id,
            done.map((d) => d.id),
          ),
        );
    return { added, skipped, noise };
  });
}
