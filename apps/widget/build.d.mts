/** The widget as one minified script (ES2020, no imports), built from src/main.ts. */
export function buildWidget(): Promise<string>;
