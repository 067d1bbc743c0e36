import type { KbEntry } from './kb-index.ts';

/** Rejects a malformed entry before anything changes, naming what is wrong. */
export function checkEntry(e: KbEntry): void {
  const bad = (what: string) => {
    throw new TypeError(`knowledge entry ${JSON.stringify(e?.key ?? null)}: ${what}`);
  };
  if (!e || typeof e.key !== 'string' || !e.key) bad('key must be a non-empty string');
  if (e.kind !== 'item' && e.kind !== 'segment') bad("kind must be 'item' or 'segment'");
  if (typeof e.refId !== 'string' || typeof e.libraryId !== 'string') bad('refId and libraryId must be strings');
  if (typeof e.question !== 'string' || typeof e.text !== 'string') bad('question and text must be strings');
  if (!Array.isArray(e.similar) || e.similar.some((s) => typeof s !== 'string'))
    bad('similar must be a list of strings');
  if (typeof e.enabled !== 'boolean') bad('enabled must be true or false');
}
