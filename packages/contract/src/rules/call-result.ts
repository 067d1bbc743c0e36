/**
 * Call result classes from cause codes (requirements §4). Every finished call is put in exactly one class;
 * an unknown code is "other". Cause type 200 is the user's side, any other type the system's.
 */
export const CALL_RESULT_CLASSES = [
  'success',
  'unreachable',
  'rejected',
  'inCall',
  'busy',
  'poweredOff',
  'suspended',
  'emptyNumber',
  'networkBusy',
  'noAnswer',
  'transferred',
  'restricted',
  'humanPickup',
  'lineFault',
  'other',
] as const;
export type CallResultClass = (typeof CALL_RESULT_CLASSES)[number];

const CODES: Record<Exclude<CallResultClass, 'lineFault' | 'other'>, readonly number[]> = {
  success: [0, 786],
  unreachable: [772, 604, 600],
  rejected: [781, 777],
  inCall: [773],
  busy: [789, 486, 182, 183],
  poweredOff: [770],
  suspended: [771, 701],
  emptyNumber: [774, 792, 795],
  networkBusy: [778, 780, 791, 793, 794, 796],
  noAnswer: [775, 788, 787, 776, 790],
  transferred: [782, 181],
  restricted: [779],
  humanPickup: [785],
};

const BY_CODE = new Map<number, CallResultClass>(
  Object.entries(CODES).flatMap(([cls, codes]) => codes.map((c) => [c, cls as CallResultClass] as const)),
);

export function classifyCause(code: number): CallResultClass {
  const known = BY_CODE.get(code);
  if (known) return known;
  // 500 to 505: line server fault. Listed "other" codes (783, 784, 487, 480, 408, 471, 409) and
  // any unknown code fall through to other.
  if (Number.isInteger(code) && code >= 500 && code <= 505) return 'lineFault';
  return 'other';
}

/** requirements §4: cause type 200 is the user's side, otherwise the system's. */
export function causeSide(causeType: number): 'user' | 'system' {
  return causeType === 200 ? 'user' : 'system';
}
