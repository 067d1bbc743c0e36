import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { listCustomFields } from '@zhiyu/contract/modules/aihelper/field';
import { listScripts, type ScriptRow } from '@zhiyu/contract/modules/aihelper/script';
import { TRIGGER_ACTIONS, TRIGGER_ACTIONS_MAX } from '@zhiyu/contract/modules/aihelper/trigger';
import { Button, Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type LoadMoreQuery, SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { callQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';
import { scriptKeys } from '../agent-assistant/script.api.ts';
import { fieldKeys } from '../custom-field/field.api.ts';

/** The contract's limits of an action's text and tag (aihelper/trigger TriggerAction). */
const TEXT_MAX = 200;
const TAG_MAX = 20;
const SCRIPT_LABEL = 24;

const scriptPage = (q: LoadMoreQuery) =>
  callQuery(listScripts, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: q.name });
const scriptOption = (s: ScriptRow) => {
  const text = s.text.length > SCRIPT_LABEL ? `${s.text.slice(0, SCRIPT_LABEL)}…` : s.text;
  return { value: s.id, label: `${s.intent} · ${text}` };
};

const required = (t: TFunction) => ({ required: true, whitespace: true, message: t('table:required') });
const chosen = (t: TFunction) => ({ required: true, message: t('table:requiredSelect') });
const max = (t: TFunction, n: number) => ({ max: n, message: t('table:maxlength', { max: n }) });

/** The custom fields a fill action may set, read once for every row of the dialog. */
function useFields() {
  return useQuery({
    queryKey: [...fieldKeys.list(), 'trigger-picker'],
    queryFn: () => call(listCustomFields, { query: { pageNum: 1, pageSize: 100 } }),
    select: (page) => page.list.map((f) => ({ value: f.id, label: f.name })),
  });
}

/** What one action row asks for besides its kind: a script, a text, a field and its value, a tag. */
function ActionInputs({ name, t }: { name: number; t: TFunction }) {
  const kind = Form.useWatch(['actions', name, 'kind'], Form.useFormInstance()) as string | undefined;
  const fields = useFields();
  const grow = { flex: 1, minWidth: 0, marginBottom: 8 };
  if (kind === 'script')
    return (
      <Form.Item name={[name, 'scriptId']} rules={[chosen(t)]} style={grow}>
        <SelectLoadMore<ScriptRow>
          queryKey={[...scriptKeys.all, 'trigger-picker']}
          request={scriptPage}
          toOption={scriptOption}
          placeholder={t('trigger.scriptPlaceholder')}
          data-testid="trigger-action-script"
        />
      </Form.Item>
    );
  if (kind === 'fill')
    return (
      <>
        <Form.Item name={[name, 'fieldId']} rules={[chosen(t)]} style={{ width: 150, marginBottom: 8 }}>
          <Select
            options={fields.data ?? []}
            loading={fields.isPending}
            placeholder={t('trigger.fieldPlaceholder')}
            aria-label={t('trigger.field')}
            data-testid="trigger-action-field"
          />
        </Form.Item>
        <Form.Item name={[name, 'value']} rules={[required(t), max(t, TEXT_MAX)]} style={grow}>
          <Input placeholder={t('trigger.valuePlaceholder')} aria-label={t('trigger.value')} />
        </Form.Item>
      </>
    );
  if (kind === 'tag')
    return (
      <Form.Item name={[name, 'tag']} rules={[required(t), max(t, TAG_MAX)]} style={grow}>
        <Input placeholder={t('trigger.tagPlaceholder')} aria-label={t('trigger.tag')} />
      </Form.Item>
    );
  return (
    <Form.Item name={[name, 'text']} rules={[required(t), max(t, TEXT_MAX)]} style={grow}>
      <Input
        placeholder={t(kind === 'alert' ? 'trigger.alertPlaceholder' : 'trigger.tipPlaceholder')}
        aria-label={t('trigger.text')}
      />
    </Form.Item>
  );
}

/**
 * The actions of a trigger, in the order they run: a kind per row and what that kind needs. At
 * least one, at most the contract's ten.
 */
export function ActionsEditor() {
  const { t } = useTranslation('aihelper-config');
  const kinds = TRIGGER_ACTIONS.map((k) => ({ value: k, label: t(`trigger.action.${k}`) }));
  return (
    <Form.Item label={t('trigger.actions')} tooltip={t('trigger.actionsTip')} required>
      <Form.List
        name="actions"
        rules={[
          {
            validator: (_r, list?: unknown[]) =>
              list?.length ? Promise.resolve() : Promise.reject(new Error(t('trigger.actionsRequired'))),
          },
        ]}
      >
        {(rows, { add, remove }, { errors }) => (
          <div data-testid="trigger-actions-editor">
            {rows.map((r) => (
              <div
                key={r.key}
                style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}
                data-testid="trigger-action"
              >
                <Form.Item name={[r.name, 'kind']} rules={[chosen(t)]} style={{ width: 120, marginBottom: 8 }}>
                  <Select options={kinds} aria-label={t('trigger.actionKind')} data-testid="trigger-action-kind" />
                </Form.Item>
                <ActionInputs name={r.name} t={t} />
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('trigger.actionRemove')}
                  title={t('trigger.actionRemove')}
                  onClick={() => remove(r.name)}
                  data-testid="trigger-action-remove"
                />
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              block
              disabled={rows.length >= TRIGGER_ACTIONS_MAX}
              onClick={() => add({ kind: 'tip' })}
              data-testid="trigger-action-add"
            >
              {t('trigger.actionAdd', { n: TRIGGER_ACTIONS_MAX })}
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
