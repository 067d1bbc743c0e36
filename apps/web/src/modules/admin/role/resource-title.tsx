import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';

export interface TitledNode {
  id: string;
  type: 0 | 1 | 2 | 3;
  validity: 0 | 1;
}

/** antd's preset tag colours (geekblue, blue, gold, purple; red), drawn as plain spans: cheap per row. */
const tag = (color: string, background: string, border: string): CSSProperties => ({
  display: 'inline-block',
  padding: '0 7px',
  marginInlineEnd: 8,
  fontSize: 12,
  lineHeight: '20px',
  borderRadius: 4,
  border: `1px solid ${border}`,
  color,
  background,
});
const TYPE_TAGS = [
  tag('#1d39c4', '#f0f5ff', '#adc6ff'),
  tag('#0958d9', '#e6f4ff', '#91caff'),
  tag('#d48806', '#fffbe6', '#ffe58f'),
  tag('#531dab', '#f9f0ff', '#d3adf7'),
];
const INVALID_TAG = { ...tag('#cf1322', '#fff1f0', '#ffa39e'), marginInlineStart: 8 };
const SECONDARY: CSSProperties = { color: 'rgba(0,0,0,0.45)', fontSize: 12, marginInlineStart: 4 };
const CODE: CSSProperties = { fontFamily: 'monospace', fontSize: 12 };

/** The text a node is found by: its menu name (directories, menus) and its id or code. */
export function nodeText(t: TFunction, n: TitledNode): string {
  return n.type <= 1 ? `${t(n.id, { ns: 'menu' })} ${n.id}` : n.id;
}

/**
 * One node of a resource tree: type tag (requirements §3), name, id or code, and an invalid mark. Plain
 * elements and the caller's `t`: a tree scrolls through thousands of these (no hook per row).
 */
export function ResourceTitle({ node, t, extra }: { node: TitledNode; t: TFunction; extra?: ReactNode }) {
  return (
    <span data-node-id={node.id}>
      <span style={TYPE_TAGS[node.type]}>{t(`access:type.${node.type}`)}</span>
      {node.type <= 1 ? (
        <>
          {t(node.id, { ns: 'menu' })}
          <span style={SECONDARY}>{node.id}</span>
        </>
      ) : (
        <span style={CODE}>{node.id}</span>
      )}
      {node.validity === 1 && <span style={INVALID_TAG}>{t('access:validity.1')}</span>}
      {extra}
    </span>
  );
}
