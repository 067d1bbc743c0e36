/**
 * Texts the sign-in page and the layout shell need before they can show anything. Each is its own
 * small chunk; every other namespace of a language is in its text pack (build/text-packs.ts).
 */
export const CORE_NAMESPACES: readonly string[] = ['common', 'auth', 'menu'];

/**
 * The text packs of a language and the namespaces of each: `later` holds the modules built last
 * (the self-learning platform and the agent assistant), `main` every other non-core namespace. Both
 * are fetched together; two files keep each within its budget (scripts/bundle-check.mjs).
 */
export const TEXT_PACKS = ['main', 'later'] as const;
export type TextPack = (typeof TEXT_PACKS)[number];
const LATER = /^(learnself|aihelper)(-|$)/;
export const packOf = (namespace: string): TextPack => (LATER.test(namespace) ? 'later' : 'main');
