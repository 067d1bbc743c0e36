import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type BotFlow, FLOW_LIMITS } from '@zhiyu/contract/modules/bot/flow';
import { Button, Collapse, Empty, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlowEdit, nextId } from './flow-doc.ts';
import { duplicateNames, IntentFields } from './intent-fields.tsx';

interface Props {
  flow: BotFlow;
  readOnly: boolean;
  onEdit: (e: FlowEdit) => void;
  /** Open panels (intent ids); a problem click opens its intent. */
  open: string[];
  onOpen: (ids: string[]) => void;
}

/** The flow's own intents: what speak nodes branch on. */
export function IntentsPanel({ flow, readOnly, onEdit, open, onOpen }: Props) {
  const { t } = useTranslation('botflow');
  const [name, setName] = useState('');
  const dups = duplicateNames(flow.intents);
  const taken = flow.intents.some((i) => i.name.trim() === name.trim());
  const full = flow.intents.length >= FLOW_LIMITS.intents;
  const add = () => {
    const n = name.trim();
    if (!n || taken || full) return;
    onEdit({ type: 'addIntent', name: n });
    // The new intent opens, ready for its examples and keywords.
    onOpen([
      ...open,
      nextId(
        'i',
        flow.intents.map((i) => i.id),
      ),
    ]);
    setName('');
  };
  const used = (id: string) => flow.edges.filter((e) => e.kind === 'intent' && e.intentId === id).length;
  return (
    <div data-testid="intents-panel">
      {!readOnly && (
        <Form.Item
          validateStatus={taken ? 'error' : undefined}
          help={taken ? t('intent.nameTaken') : full ? t('intent.full', { max: FLOW_LIMITS.intents }) : undefined}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id="new-intent-name"
              value={name}
              maxLength={FLOW_LIMITS.name}
              placeholder={t('intent.newPlaceholder')}
              aria-label={t('intent.newPlaceholder')}
              onChange={(e) => setName(e.target.value)}
              onPressEnter={add}
            />
            <Button icon={<PlusOutlined />} disabled={!name.trim() || taken || full} onClick={add}>
              {t('intent.add')}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      {flow.intents.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('intent.none')} />
      ) : (
        <Form layout="vertical">
          <Collapse
            size="small"
            activeKey={open}
            onChange={(keys) => onOpen(Array.isArray(keys) ? keys : [keys])}
            destroyOnHidden
            items={flow.intents.map((intent) => ({
              key: intent.id,
              label: (
                <span data-testid={`intent-${intent.id}`}>
                  {intent.name || intent.id}{' '}
                  <Tag>{t('intent.counts', { e: intent.examples.length, k: intent.keywords.length })}</Tag>
                </span>
              ),
              extra: readOnly ? null : (
                <Popconfirm
                  title={t('intent.deleteConfirm', { n: used(intent.id) })}
                  onConfirm={() => onEdit({ type: 'removeIntent', id: intent.id })}
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('intent.delete')}
                    onClick={(e) => e.stopPropagation()}
                  />
                </Popconfirm>
              ),
              children: (
                <IntentFields
                  intent={intent}
                  idPrefix={`intent-${intent.id}`}
                  duplicate={dups.has(intent.name.trim())}
                  readOnly={readOnly}
                  onChange={(patch) => onEdit({ type: 'updateIntent', id: intent.id, patch })}
                />
              ),
            }))}
          />
        </Form>
      )}
    </div>
  );
}
