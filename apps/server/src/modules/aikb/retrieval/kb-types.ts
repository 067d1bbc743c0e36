/** The retrieval index's entries, hits, options and thresholds (kb-index.ts searches with them). */
export interface KbEntry {
  /** Unique per tenant: `item:<id>` or `seg:<id>`. */
  key: string;
  kind: 'item' | 'segment';
  /** Item id or segment id. */
  refId: string;
  libraryId: string;
  question: string; // '' for segments
  similar: string[]; // [] for segments
  text: string; // segment text; '' for items
  /** Disabled entries are never returned. */
  enabled: boolean;
}

export interface KbHit {
  key: string;
  kind: 'item' | 'segment';
  refId: string;
  libraryId: string;
  score: number; // 0..1, comparable with the thresholds below
  field: 'question' | 'similar' | 'segment';
  matched: string; // the standard question, similar question or segment text that scored best
}

export interface SearchOptions {
  libraryIds?: string[]; // only these libraries (an empty list finds nothing); all when absent
  topN?: number; // at most this many hits (default DEFAULT_TOP_N)
  threshold?: number; // only hits scoring at least this (default DEFAULT_THRESHOLD)
}
export const DEFAULT_TOP_N = 5;
/** A hit at or above this answers the question (chosen from the quality test: docs/aikb-retrieval.md). */
export const DEFAULT_THRESHOLD = 0.35;
/** Hits from here up to DEFAULT_THRESHOLD are "did you mean" candidates; below, nothing matched. */
export const SUGGEST_THRESHOLD = 0.25;
