import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * antd components whose styles the build writes ahead: the shell's and the data boards' first
 * screen, and the forms and tables most pages show. Others are styled at run time, as before.
 */
export const PREBUILT_COMPONENTS = [
  'Layout',
  'Menu',
  'Breadcrumb',
  'Button',
  'Card',
  'Typography',
  'Space',
  'Row',
  'Col',
  'Flex',
  'Divider',
  'Segmented',
  'Statistic',
  'Select',
  'DatePicker',
  'Form',
  'Input',
  'Checkbox',
  'Tooltip',
  'Dropdown',
  'Skeleton',
  'Spin',
  'Empty',
  'Avatar',
  'Badge',
  'Tag',
  'Table',
  'Pagination',
] as const;

type Antd = Record<string, unknown> & { ConfigProvider: unknown };
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** One rendering of a component, with the parts (sub-components, options) that carry styles of their own. */
function sample(antd: Antd, h: H, name: string): unknown[] {
  const C = antd[name] as Record<string, unknown>;
  const items = [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }];
  switch (name) {
    case 'Layout':
      return [h(C, null, h(C.Sider, { collapsible: true }, 'x'), h(C.Header), h(C.Content), h(C.Footer))];
    case 'Menu':
      return [h(C, { mode: 'inline', theme: 'dark', items })];
    case 'Breadcrumb':
      return [h(C, { items: [{ title: 'a' }, { title: 'b' }] })];
    case 'Typography':
      return [h(C.Text, null, 'x'), h(C.Paragraph, null, 'x'), h(C.Title, null, 'x')];
    case 'DatePicker':
      return [h(C), h(C.RangePicker)];
    case 'Form':
      return [h(C, { layout: 'inline' }, h(C.Item, { label: 'x' }, h(antd.Input)))];
    case 'Card':
      return [h(C, { size: 'small', title: 'x' }, 'x'), h(C, { loading: true })];
    case 'Select':
      return [h(C, { options: [{ value: 1, label: 'a' }] })];
    case 'Segmented':
      return [h(C, { options: ['a', 'b'] })];
    case 'Statistic':
      return [h(C, { value: 1, title: 'x' })];
    case 'Table':
      return [h(C, { columns: [{ title: 'x', dataIndex: 'x' }], dataSource: [{ key: 1, x: 1 }] })];
    default:
      return [h(C, null, ['Row', 'Col', 'Space', 'Flex'].includes(name) ? 'x' : undefined)];
  }
}

/**
 * antd's styles for `theme`, written at build time: the components above rendered once on the
 * server side into a style cache, and the cache written out as CSS with its path map
 * (`@ant-design/cssinjs` extractStyle). In the browser, cssinjs reads the map and does not generate
 * or insert those styles again: about 0.1 s less main-thread work on a data board's first render,
 * and the same pixels (docs/aicall-board-speed.md).
 */
export async function renderAntdStyles(theme: object): Promise<string> {
  const [{ createElement }, { renderToString }, antd, cssinjs] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('antd'),
    import('@ant-design/cssinjs'),
  ]);
  const h = createElement as unknown as H;
  const parts = PREBUILT_COMPONENTS.flatMap((name) => sample(antd as unknown as Antd, h, name));
  const cache = cssinjs.createCache();
  renderToString(
    h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, h('div', null, ...parts))) as never,
  );
  return cssinjs.extractStyle(cache, { plain: true, types: ['style'] });
}

/**
 * Writes antd's styles for the theme (renderAntdStyles) as assets/antd-<hash>.css and links it in
 * index.html ahead of the scripts. Build only: the dev server styles everything at run time.
 */
export function antdStyles(theme: object): Plugin {
  let link = '';
  let base = '/';
  return {
    name: 'zhiyu-antd-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const css = await renderAntdStyles(theme);
      if (css.includes('css-dev-only')) throw new Error('antd styles must be written in a production build');
      const fileName = `assets/antd-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      link = `<link rel="stylesheet" href="${base}${fileName}">`;
    },
    transformIndexHtml(html) {
      return html.replace('</head>', `  ${link}\n  </head>`);
    },
  };
}
