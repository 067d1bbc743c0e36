/**
 * Texts the sign-in page and the layout shell need before they can show anything. Each is its own
 * small chunk; every other namespace of a language is in its text pack (build/text-packs.ts).
 */
export const CORE_NAMESPACES: readonly string[] = ['common', 'auth', 'menu'];
