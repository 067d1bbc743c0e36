import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  type createQcRule,
  QC_MODES,
  QC_PHASES,
  QC_RULE_KINDS,
  QC_SEVERITIES,
  type QcRuleRow,
} from '@zhiyu/contract/modules/aihelper/qc';
import { qcPointHits } from '@zhiyu/contract/modules/aihelper/qc-record';
import { call } from '../../../platform/request/call.ts';

type Values = Record<string, unknown>;
type Kind = (typeof QC_RULE_KINDS)[number];

/** Query keys of the QC points (requirements D3.7); mutations invalidate `all`. */
export const qcRuleKeys = {
  all: ['aihelper', 'qcRule'] as const,
  list: () => [...qcRuleKeys.all, 'list'] as const,
  /** A point's hits in a range; a review of a hit refreshes every range (`hitsAll`). */
  hitsAll: () => [...qcRuleKeys.all, 'hits'] as const,
  hits: (id: string, from: number, to: number) => [...qcRuleKeys.hitsAll(), id, from, to] as const,
};

/** One point's hits between two instants (ms, both included). */
export const fetchPointHits = (id: string, from: number, to: number) => call(qcPointHits, { query: { id, from, to } });

/**
 * Kinds judged on keywords, kinds that name a speaker, kinds with a threshold and its form field.
 * Intent points hold intent names in `words` too, edited in a field of their own (`intents`).
 */
export const WORD_KINDS: readonly Kind[] = ['forbidden', 'required'];
export const SPEAKER_KINDS: readonly Kind[] = ['forbidden', 'pattern', 'speechRate'];
export const THRESHOLD_FIELDS = {
  speechRate: 'rateThreshold',
  silence: 'silenceThreshold',
  interruption: 'overlapThreshold',
} as const;
export type ThresholdKind = keyof typeof THRESHOLD_FIELDS;
export const isThresholdKind = (k: string): k is ThresholdKind => k in THRESHOLD_FIELDS;

/**
 * What the judge uses when a rule leaves a value empty (docs/aihelper-desk.md, the real-time
 * quality rules): characters a second, seconds of silence, milliseconds of overlap, and the
 * seconds from the start within which the identity check is due.
 */
export const QC_DEFAULTS = { speechRate: 6, silence: 8, interruption: 800, identitySeconds: 60 } as const;

/**
 * The point as its dialog holds it: each threshold kind has its own field (with its own unit), and
 * intent names their own list, so switching the kind never carries a value over into another
 * meaning (a 30-character intent name is no keyword).
 */
export type QcRuleForm = QcRuleRow & {
  rateThreshold?: number | null;
  silenceThreshold?: number | null;
  overlapThreshold?: number | null;
  intents?: string[];
};

const kindOf = (v: unknown): Kind => QC_RULE_KINDS.find((k) => k === v) ?? 'forbidden';
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const words = (v: unknown) => (Array.isArray(v) ? v.map((w) => String(w).trim()).filter(Boolean) : []);
const speakerOf = (v: unknown) => (v === 'customer' || v === 'any' ? v : 'agent');

/** The create/edit body from the dialog: only what the kind and the strategy use, the rest at its default. */
export function qcRuleBody(v: Values): BodyOf<typeof createQcRule> {
  const kind = kindOf(v.kind);
  const phase = kind === 'required' ? (QC_PHASES.find((p) => p === v.phase) ?? null) : null;
  const strategy = v.strategy === 1 ? 1 : 0;
  return {
    name: String(v.name ?? ''),
    kind,
    speaker: SPEAKER_KINDS.includes(kind) ? speakerOf(v.speaker) : 'agent',
    words: WORD_KINDS.includes(kind) ? words(v.words) : kind === 'intent' ? words(v.intents) : [],
    phase,
    withinSeconds: phase === 'identity' ? num(v.withinSeconds) : null,
    threshold: isThresholdKind(kind) ? num(v[THRESHOLD_FIELDS[kind]]) : null,
    severity: QC_SEVERITIES.find((s) => s === v.severity) ?? 'warning',
    validity: v.validity === 1 ? 1 : 0,
    mode: QC_MODES.find((m) => m === v.mode) ?? 'realtime',
    strategy,
    score: strategy === 1 ? (num(v.score) ?? 0) : 0,
    cap: strategy === 1 ? num(v.cap) : null,
    pattern: kind === 'pattern' ? String(v.pattern ?? '').trim() : '',
  };
}

/** The dialog's values of a row: its threshold in the field of its kind, an intent point's names in theirs. */
export function qcRuleForm(row: QcRuleRow): QcRuleForm {
  if (isThresholdKind(row.kind)) return { ...row, [THRESHOLD_FIELDS[row.kind]]: row.threshold };
  if (row.kind === 'intent') return { ...row, words: [], intents: row.words };
  return row;
}
