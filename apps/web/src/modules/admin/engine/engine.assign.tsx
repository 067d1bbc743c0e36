import { useQuery } from '@tanstack/react-query';
import type { EngineRow, EngineScreen } from '@zhiyu/contract/modules/admin/engine';
import { Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import { type EngineApi, engineKeys } from './engine.api.ts';

interface Props {
  screen: EngineScreen;
  api: EngineApi;
  row?: EngineRow;
  saving: boolean;
  onSubmit: (tenantIds: string[]) => void;
  onClose: () => void;
}

/** Which tenants may use the engine: a multi-select of every tenant, saved as the complete set. */
export function EngineAssignModal({ screen, api, row, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation('engine');
  const [form] = Form.useForm<{ tenantIds: string[] }>();
  const tenants = useQuery({ queryKey: engineKeys(screen).tenants(), queryFn: api.tenants, enabled: !!row });
  useEffect(() => {
    if (row) form.setFieldsValue({ tenantIds: row.tenants.map((x) => x.id) });
  }, [row, form]);
  return (
    <Modal
      open={!!row}
      title={t('engine.assignTitle', { name: row?.name ?? '' })}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="assign" onFinish={(v) => onSubmit(v.tenantIds ?? [])}>
        <Form.Item name="tenantIds" label={t('engine.tenants')} extra={t('engine.assignHint')}>
          <Select
            mode="multiple"
            allowClear
            loading={tenants.isLoading}
            optionFilterProp="label"
            placeholder={t('engine.assignPlaceholder')}
            options={(tenants.data ?? []).map((x) => ({ value: x.id, label: `${x.name} (${x.id})` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
