import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  type createQcRule,
  QC_PHASES,
  QC_RULE_KINDS,
  QC_SEVERITIES,
  type QcRuleRow,
} from '@zhiyu/contract/modules/aihelper/qc';

type Values = Record<string, unknown>;
type Kind = (typeof QC_RULE_KINDS)[number];

/** Query keys of the real-time quality rules (requirements D3.7); mutations invalidate `all`. */
export const qcRuleKeys = {
  all: ['aihelper', 'qcRule'] as const,
  list: () => [...qcRuleKeys.all, 'list'] as const,
};

/** Kinds judged on words, kinds that name a speaker, kinds with a threshold and its form field. */
export const WORD_KINDS: readonly Kind[] = ['forbidden', 'required'];
export const SPEAKER_KINDS: readonly Kind[] = ['forbidden', 'speechRate'];
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
 * The rule as its dialog holds it: each threshold kind has its own field (with its own unit), so
 * switching the kind never carries a number over into another unit.
 */
export type QcRuleForm = QcRuleRow & {
  rateThreshold?: number | null;
  silenceThreshold?: number | null;
  overlapThreshold?: number | null;
};

const kindOf = (v: unknown): Kind => QC_RULE_KINDS.find((k) => k === v) ?? 'forbidden';
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const words = (v: unknown) => (Array.isArray(v) ? v.map((w) => String(w).trim()).filter(Boolean) : []);
const speakerOf = (v: unknown) => (v === 'customer' || v === 'any' ? v : 'agent');

/** The create/edit body from the dialog: only what the kind uses, the rest left at its default. */
export function qcRuleBody(v: Values): BodyOf<typeof createQcRule> {
  const kind = kindOf(v.kind);
  const phase = kind === 'required' ? (QC_PHASES.find((p) => p === v.phase) ?? null) : null;
  return {
    name: String(v.name ?? ''),
    kind,
    speaker: SPEAKER_KINDS.includes(kind) ? speakerOf(v.speaker) : 'agent',
    words: WORD_KINDS.includes(kind) ? words(v.words) : [],
    phase,
    withinSeconds: phase === 'identity' ? num(v.withinSeconds) : null,
    threshold: isThresholdKind(kind) ? num(v[THRESHOLD_FIELDS[kind]]) : null,
    severity: QC_SEVERITIES.find((s) => s === v.severity) ?? 'warning',
    validity: v.validity === 1 ? 1 : 0,
  };
}

/** The dialog's values of a row: its threshold in the field of its kind. */
export function qcRuleForm(row: QcRuleRow): QcRuleForm {
  return isThresholdKind(row.kind) ? { ...row, [THRESHOLD_FIELDS[row.kind]]: row.threshold } : row;
}
