/** `{name}` placeholders of a template text. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/**
 * What is wrong with a template: a brace left open or closed alone, or a placeholder that is not
 * one of the offered variables. Null when it is fine (an empty text is fine: `required` decides).
 */
export function templateProblem(
  text: string,
  variables: readonly string[] | undefined,
): { key: 'unbalanced' } | { key: 'unknown'; names: string[] } | null {
  const stripped = text.replace(PLACEHOLDER, '');
  if (/[{}]/.test(stripped)) return { key: 'unbalanced' };
  if (!variables) return null;
  const unknown = placeholdersOf(text).filter((n) => !variables.includes(n));
  return unknown.length ? { key: 'unknown', names: [...new Set(unknown)] } : null;
}
