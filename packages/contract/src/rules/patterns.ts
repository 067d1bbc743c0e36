/**
 * Input patterns of requirements §5. Messages are keys of the `inputs` locale namespace; `required` is the
 * default required message 请输入.
 */
export type PatternMessage = 'required' | 'baseName' | 'nonSpace' | 'url';

/** Letters, digits and underscore only (identifiers such as field codes). */
export const BASE_NAME = /^[A-Za-z0-9_]+$/;
/** Any content without whitespace anywhere. */
export const NON_SPACE = /^\S+$/;
/** An http or https address. */
export const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

const BY_KIND = { baseName: BASE_NAME, nonSpace: NON_SPACE, url: HTTP_URL } as const;
export type PatternKind = keyof typeof BY_KIND;

/** The first problem of `value` for a field that must match `kind`; empty counts as missing. */
export function checkPattern(
  value: string | null | undefined,
  kind: PatternKind,
  required = true,
): PatternMessage | null {
  if (value == null || value === '') return required ? 'required' : null;
  return BY_KIND[kind].test(value) ? null : kind;
}
