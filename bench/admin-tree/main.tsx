/**
 * Bench harness for bench/admin-tree.mjs: the grant editor's real tree component (GrantTree with
 * its check rules, titles and the search of grant-drawer.tsx), fed 2,011 generated resources, since
 * the registry itself declares ~300. Built by Vite in production mode like the app.
 */

import { Tree } from 'antd';
import i18next from 'i18next';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import access from '../../apps/web/src/locales/zh-CN/access.json';
import menu from '../../apps/web/src/locales/zh-CN/menu.json';
import { indexNodes, matching } from '../../apps/web/src/modules/admin/role/grant-logic.ts';
import { GrantTree, type GrantTreeNode, GrantTreeWarmup } from '../../apps/web/src/modules/admin/role/grant-tree.tsx';
import { useThrottled } from '../../apps/web/src/modules/admin/role/use-throttled.ts';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  resources: { 'zh-CN': { access, menu } },
  ns: ['access', 'menu'],
  defaultNS: 'access',
  keySeparator: false,
  nsSeparator: ':',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** 1 root + 10 directories × 10 menus × (1 menu + 19 buttons/interfaces) = 2,011 nodes. */
function generate(): GrantTreeNode[] {
  const out: GrantTreeNode[] = [{ id: '/bench', parentId: null, type: 0, grantable: true, validity: 0 }];
  for (let d = 0; d < 10; d++) {
    const dir = `/bench/d${d}`;
    out.push({ id: dir, parentId: '/bench', type: 0, grantable: true, validity: 0 });
    for (let m = 0; m < 10; m++) {
      const menuId = `${dir}/m${m}`;
      out.push({ id: menuId, parentId: dir, type: 1, grantable: true, validity: 0 });
      for (let k = 0; k < 19; k++) {
        out.push({
          id: `bench.d${d}m${m}.${k % 2 ? 'op' : 'api'}${k}${k % 2 ? '-button' : ''}`,
          parentId: menuId,
          type: k % 2 ? 2 : 3,
          grantable: k !== 18,
          validity: k === 18 ? 1 : 0,
        });
      }
    }
  }
  return out;
}

/** ?plain=1: antd's Tree alone over the same nodes (string titles, antd's own check conduction): the floor. */
const PLAIN = new URLSearchParams(location.search).has('plain');

function PlainTree({ nodes }: { nodes: GrantTreeNode[] }) {
  const treeData = useMemo(() => {
    type Item = { key: string; title: string; children?: Item[] };
    const items = new Map<string, Item>(nodes.map((n) => [n.id, { key: n.id, title: n.id }]));
    const roots: Item[] = [];
    for (const n of nodes) {
      const item = items.get(n.id) as Item;
      const parent = n.parentId ? items.get(n.parentId) : undefined;
      if (!parent) {
        roots.push(item);
        continue;
      }
      parent.children ??= [];
      parent.children.push(item);
    }
    return roots;
  }, [nodes]);
  return (
    <Tree
      checkable
      defaultExpandAll
      height={560}
      treeData={treeData}
      titleRender={(n) => <span data-node-id={String(n.key)}>{String(n.title)}</span>}
    />
  );
}

function Harness() {
  const nodes = useMemo(generate, []);
  const ix = useMemo(() => indexNodes(nodes), [nodes]);
  const [shown, setShown] = useState(false);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [search, setSearch] = useState('');
  const throttled = useThrottled(search);
  const visible = useMemo(() => matching(ix, (id) => id, throttled), [ix, throttled]);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" id="mount" onClick={() => setShown(true)}>
        mount
      </button>
      <button type="button" id="unmount" onClick={() => setShown(false)}>
        unmount
      </button>
      <input id="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <span id="count">{checked.size}</span>
      <span id="nodes">{nodes.length}</span>
      {/* As the role list does: antd's tree styles are written before the editor first opens. */}
      {!PLAIN && <GrantTreeWarmup />}
      {shown && !PLAIN && <GrantTree nodes={nodes} checked={checked} onChange={setChecked} visible={visible} />}
      {shown && PLAIN && <PlainTree nodes={nodes} />}
    </I18nextProvider>
  );
}

const el = document.getElementById('root');
if (el)
  createRoot(el).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
