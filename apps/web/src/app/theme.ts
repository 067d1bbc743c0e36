/**
 * The antd theme of the whole console (ConfigProvider in providers.tsx). The build writes antd's
 * styles for this theme ahead (build/antd-styles.ts), so it must stay plain data.
 */
export const THEME = { token: { colorPrimary: '#1668dc' } };
