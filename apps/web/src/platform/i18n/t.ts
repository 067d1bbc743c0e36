import { i18n } from './index.ts';

/** Translation for code outside React (request layer, route names). */
export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options) as string;
