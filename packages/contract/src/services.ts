/**
 * Path prefixes of the services one server process answers (requirements D5). Unknown paths under them
 * get the JSON 404 envelope, never the web app; the Vite dev server proxies them to the API.
 */
export const API_PREFIXES = [
  '/ai-admin',
  '/v1',
  '/cms',
  '/newaitext',
  '/aihelper-api',
  '/aikb-api',
  '/learnself-api',
  '/bot-call-api',
  '/ws',
] as const;
