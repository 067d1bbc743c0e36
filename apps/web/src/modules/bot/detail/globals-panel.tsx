import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type BotFlow,
  FLOW_LIMITS,
  GLOBAL_ACTIONS,
  GLOBAL_INTENT_KINDS,
  type GlobalIntent,
} from '@zhiyu/contract/modules/bot/flow';
import { Button, Collapse, Empty, Form, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlowEdit, nextId } from './flow-doc.ts';
import { duplicateNames, IntentFields } from './intent-fields.tsx';

/** Global intents a flow may hold (the flow document's limit). */
export const GLOBALS_MAX = 50;

interface Props {
  flow: BotFlow;
  readOnly: boolean;
  onEdit: (e: FlowEdit) => void;
  open: string[];
  onOpen: (ids: string[]) => void;
}

/** A name for a new global intent of `kind` that no global intent uses yet. */
export function freshGlobalName(base: string, taken: readonly Pick<GlobalIntent, 'name'>[]): string {
  const names = new Set(taken.map((g) => g.name.trim()));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}

function GlobalForm({
  g,
  dup,
  readOnly,
  onEdit,
}: { g: GlobalIntent; dup: boolean } & Pick<Props, 'readOnly' | 'onEdit'>) {
  const { t } = useTranslation('botflow');
  const update = (patch: Partial<Omit<GlobalIntent, 'id'>>) => onEdit({ type: 'updateGlobal', id: g.id, patch });
  return (
    <>
      <Form.Item label={t('global.kind')} htmlFor={`global-${g.id}-kind`}>
        <Select
          id={`global-${g.id}-kind`}
          value={g.kind}
          disabled={readOnly}
          options={GLOBAL_INTENT_KINDS.map((k) => ({ value: k, label: t(`global.kinds.${k}`) }))}
          onChange={(kind) => update({ kind })}
        />
      </Form.Item>
      <IntentFields intent={g} idPrefix={`global-${g.id}`} duplicate={dup} readOnly={readOnly} onChange={update} />
      <Form.Item label={t('global.answer')} htmlFor={`global-${g.id}-answer`}>
        <Input.TextArea
          id={`global-${g.id}-answer`}
          value={g.answer}
          rows={3}
          maxLength={FLOW_LIMITS.text}
          showCount
          disabled={readOnly}
          placeholder={t('global.answerPlaceholder')}
          onChange={(e) => update({ answer: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('global.action')} htmlFor={`global-${g.id}-action`}>
        <Select
          id={`global-${g.id}-action`}
          value={g.action}
          disabled={readOnly}
          options={GLOBAL_ACTIONS.map((a) => ({ value: a, label: t(`global.actions.${a}`) }))}
          onChange={(action) => update({ action })}
        />
      </Form.Item>
    </>
  );
}

/** Intents recognised at every speak node before its own branches (refusal, busy, …). */
export function GlobalsPanel({ flow, readOnly, onEdit, open, onOpen }: Props) {
  const { t } = useTranslation('botflow');
  const [kind, setKind] = useState<GlobalIntent['kind']>('refusal');
  const dups = duplicateNames(flow.globalIntents);
  const full = flow.globalIntents.length >= GLOBALS_MAX;
  return (
    <div data-testid="globals-panel">
      {!readOnly && (
        <Form.Item help={full ? t('global.full', { max: GLOBALS_MAX }) : undefined}>
          <Space.Compact style={{ width: '100%' }}>
            <Select
              id="new-global-kind"
              aria-label={t('global.kind')}
              style={{ flex: 1 }}
              value={kind}
              options={GLOBAL_INTENT_KINDS.map((k) => ({ value: k, label: t(`global.kinds.${k}`) }))}
              onChange={setKind}
            />
            <Button
              icon={<PlusOutlined />}
              disabled={full}
              onClick={() => {
                onEdit({
                  type: 'addGlobal',
                  kind,
                  name: freshGlobalName(t(`global.kinds.${kind}`), flow.globalIntents),
                });
                // The new global intent opens, ready for its examples and answer.
                onOpen([
                  ...open,
                  nextId(
                    'g',
                    flow.globalIntents.map((g) => g.id),
                  ),
                ]);
              }}
            >
              {t('global.add')}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      {flow.globalIntents.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('global.none')} />
      ) : (
        <Form layout="vertical">
          <Collapse
            size="small"
            activeKey={open}
            onChange={(keys) => onOpen(Array.isArray(keys) ? keys : [keys])}
            destroyOnHidden
            items={flow.globalIntents.map((g) => ({
              key: g.id,
              label: (
                <span data-testid={`global-${g.id}`}>
                  {g.name || g.id} <Tag>{t(`global.kinds.${g.kind}`)}</Tag>
                  <Tag color="blue">{t(`global.actions.${g.action}`)}</Tag>
                </span>
              ),
              extra: readOnly ? null : (
                <Popconfirm
                  title={t('global.deleteConfirm')}
                  onConfirm={() => onEdit({ type: 'removeGlobal', id: g.id })}
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('global.delete')}
                    onClick={(e) => e.stopPropagation()}
                  />
                </Popconfirm>
              ),
              children: <GlobalForm g={g} dup={dups.has(g.name.trim())} readOnly={readOnly} onEdit={onEdit} />,
            }))}
          />
        </Form>
      )}
    </div>
  );
}
