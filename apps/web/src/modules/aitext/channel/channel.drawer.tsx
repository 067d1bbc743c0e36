import type { ChannelRow } from '@zhiyu/contract/modules/aitext/channel';
import { Button, Form, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../../components/crud/app-modal.tsx';
import { SchemaForm } from '../../../components/schema/schema-form.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { QuickMenusEditor } from './channel.menus.tsx';
import type { ChannelForm } from './channel.rules.ts';

/** Create/edit of a channel in a 900 px drawer (requirements §9): the schema fields, then the quick menus. */
export function ChannelDrawer({
  open,
  title,
  columns,
  values,
  saving,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  columns: SchemaColumn<ChannelRow>[];
  values?: ChannelForm;
  saving: boolean;
  /** The form's values as typed; `bodyOf` (channel.rules.ts) turns them into the channel input. */
  onSubmit: (v: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (values) form.setFieldsValue(values);
  }, [open, values, form]);
  return (
    <AppDrawer
      open={open}
      title={title}
      onClose={onClose}
      forceRender
      destroyOnHidden={false}
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="channel-save">
            {t('save')}
          </Button>
        </Space>
      }
    >
      <SchemaForm columns={columns} form={form} mode="modal" name="channel" onSubmit={onSubmit}>
        <QuickMenusEditor form={form} />
      </SchemaForm>
    </AppDrawer>
  );
}
