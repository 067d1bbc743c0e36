import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MENU_NAME_MAX, MENUS_MAX, type QuickMenu } from '@zhiyu/contract/modules/aitext/channel';
import { MESSAGE_MAX_CHARS } from '@zhiyu/contract/modules/aitext/enums';
import { Button, Form, type FormInstance, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAddMenu, MENU_ACTION_CHOICES, type MenuField, menuNeeds, menuProblems, NEW_MENU } from './channel.rules.ts';

const LIST = 'quickMenus';

/** A field's rule: the menu's own problem for that field (channel.rules.ts), in this language. */
function useMenuRule(form: FormInstance, index: number, field: MenuField) {
  const { t } = useTranslation('aitext-channel');
  return {
    validator: () => {
      const menu = (form.getFieldValue([LIST, index]) ?? {}) as Partial<QuickMenu>;
      const key = menuProblems(menu)[field];
      return key ? Promise.reject(new Error(t(key, { n: MENU_NAME_MAX }))) : Promise.resolve();
    },
  };
}

function MenuRow({ form, index, onRemove }: { form: FormInstance; index: number; onRemove: () => void }) {
  const { t } = useTranslation('aitext-channel');
  const actionType = Form.useWatch([LIST, index, 'actionType'], form) as number | undefined;
  const needs = menuNeeds(actionType ?? 0);
  const nameRule = useMenuRule(form, index, 'name');
  const urlRule = useMenuRule(form, index, 'url');
  const textRule = useMenuRule(form, index, 'text');
  return (
    <Space align="start" wrap data-testid="channel-menu-row" style={{ display: 'flex' }}>
      <Form.Item name={[index, 'name']} rules={[nameRule]} style={{ marginBottom: 8 }}>
        <Input
          placeholder={t('menu.name')}
          aria-label={t('menu.name')}
          maxLength={MENU_NAME_MAX}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item name={[index, 'actionType']} style={{ marginBottom: 8 }}>
        <Select
          aria-label={t('menu.actionType')}
          style={{ width: 180 }}
          data-testid="channel-menu-action"
          options={MENU_ACTION_CHOICES.map((c) => ({
            value: c.value,
            disabled: c.disabled,
            label: c.disabled
              ? t('menu.disabledAction', { name: t(`menu.action.${c.value}`) })
              : t(`menu.action.${c.value}`),
          }))}
        />
      </Form.Item>
      {needs === 'url' && (
        <Form.Item name={[index, 'url']} rules={[urlRule]} style={{ marginBottom: 8 }}>
          <Input placeholder={t('menu.urlPlaceholder')} aria-label={t('menu.url')} style={{ width: 280 }} />
        </Form.Item>
      )}
      {needs === 'text' && (
        <Form.Item name={[index, 'text']} rules={[textRule]} style={{ marginBottom: 8 }}>
          <Input
            placeholder={t('menu.textPlaceholder')}
            aria-label={t('menu.text')}
            maxLength={MESSAGE_MAX_CHARS}
            style={{ width: 280 }}
          />
        </Form.Item>
      )}
      {needs === null && (
        <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
          {t('menu.disabledHint')}
        </Typography.Text>
      )}
      <Button icon={<DeleteOutlined />} aria-label={t('menu.remove')} onClick={onRemove} />
    </Space>
  );
}

/**
 * The channel's quick menus (requirements §3 action types): 2 link jump needs an http(s) address, 3 send
 * message its text; 10 and 11 are listed but cannot be picked (visitors see them disabled). At most
 * MENUS_MAX rows. Lives inside the drawer's form under `quickMenus`.
 */
export function QuickMenusEditor({ form }: { form: FormInstance }) {
  const { t } = useTranslation('aitext-channel');
  return (
    <Form.Item label={t('field.quickMenus')} tooltip={t('field.quickMenusTip', { n: MENUS_MAX })}>
      <Form.List name={LIST}>
        {(fields, { add, remove }) => (
          <div data-testid="channel-menus">
            {fields.map((f) => (
              <MenuRow key={f.key} form={form} index={f.name} onRemove={() => remove(f.name)} />
            ))}
            <Button
              icon={<PlusOutlined />}
              type="dashed"
              disabled={!canAddMenu(fields.length)}
              onClick={() => add({ ...NEW_MENU })}
            >
              {t('menu.add')}
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
