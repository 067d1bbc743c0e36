import { defineRollup } from '../../../platform/reporting/rollup.ts';
import { addSessionsSql } from './sql.ts';

/**
 * The text rollups: per-day sums of the sessions and their messages for the service metrics,
 * knowledge analysis and knowledge reports (docs/aitext-metrics.md).
 */
export const textRollup = defineRollup({
  tables: ['text_rollup_days', 'text_rollup_visitors', 'text_rollup_items', 'text_rollup_words'],
  source: 'text_sessions',
  add: addSessionsSql,
  counted: 'sessions',
});

/** Recomputes a tenant's text rollups for the days `fromDay`..`toDay` (see `Rollup.rebuild`). */
export const rebuildTextRollups = textRollup.rebuild;

/** Rebuilds every day of every tenant that has sessions (after a bulk load or the demo seed). */
export const rebuildAllTextRollups = textRollup.rebuildAll;
