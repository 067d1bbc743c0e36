import { SUBAPP_PREFIXES } from '@zhiyu/contract/nav';
import type { PageRoute } from '../../app/route-def.ts';

/**
 * Embedded sub-apps (requirements R11): each prefix's catch-all srcPath shows the frame screen. The route
 * table puts /iframe/* outside the layout shell and the others inside it; known pages under the
 * same prefixes (e.g. /aikb/words-library) are matched first by the router's ranking.
 */
const subApp = () => import('./sub-app.page.tsx');
export default SUBAPP_PREFIXES.map((p) => ({ path: `${p}/*`, page: subApp })) satisfies PageRoute[];
