import {
  ENGINE_SCREENS,
  ENGINE_SECRET_MAX,
  type EngineOptions,
  type EngineRow,
  type EngineScreen,
  LOCAL_VENDOR,
  SECRET_MASK,
} from '@zhiyu/contract/modules/admin/engine';
import { Divider, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import { SchemaForm } from '../../../components/schema/schema-form.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';

type Values = Record<string, unknown>;
const OPTION_KEYS = ['model', 'language', 'voice', 'embeddingModel'] as const;

/** The wire body of the form: options folded back into one object, no endpoint for the built-in engine. */
export function engineBody(v: Values, screen: EngineScreen) {
  const options: EngineOptions = {};
  for (const k of OPTION_KEYS) if (typeof v[`option_${k}`] === 'string') options[k] = v[`option_${k}`] as string;
  const local = v.vendor === LOCAL_VENDOR;
  return {
    kind: v.kind ?? ENGINE_SCREENS[screen][0],
    name: v.name,
    vendor: v.vendor,
    endpoint: local ? '' : ((v.endpoint as string | undefined) ?? ''),
    appKey: local ? '' : ((v.appKey as string | undefined) ?? ''),
    appSecret: local ? '' : ((v.appSecret as string | undefined) ?? ''),
    options,
    status: v.status ?? 'enabled',
  } as never;
}

/** A row as form values: options spread into their fields, secrets blank (blank keeps them). */
function formValues(row: EngineRow): Values {
  const { options, appKey: _k, appSecret: _s, ...rest } = row;
  return { ...rest, ...Object.fromEntries(OPTION_KEYS.map((k) => [`option_${k}`, options[k]])) };
}

interface Props {
  open: boolean;
  screen: EngineScreen;
  columns: SchemaColumn<EngineRow>[];
  row?: EngineRow;
  saving: boolean;
  onSubmit: (body: never) => void;
  onClose: () => void;
}

/**
 * Create/edit dialog of an engine: the column list's fields plus the two write-only credentials.
 * A stored secret shows as "set"; leaving the field empty keeps it.
 */
export function EngineFormModal({ open, screen, columns, row, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation('engine');
  const [form] = Form.useForm();
  const vendor = Form.useWatch('vendor', form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(row ? formValues(row) : { kind: ENGINE_SCREENS[screen][0], status: 'enabled' });
  }, [open, row, form, screen]);
  const secret = (name: 'appKey' | 'appSecret') => (
    <Form.Item
      name={name}
      label={t(`engine.${name}`)}
      extra={row?.[name] === SECRET_MASK ? t('engine.secretKept') : undefined}
    >
      <Input.Password
        maxLength={ENGINE_SECRET_MAX}
        autoComplete="new-password"
        placeholder={row?.[name] === SECRET_MASK ? t('engine.secretSet') : t('engine.secretNone')}
      />
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      title={row ? t('engine.edit') : t('engine.add')}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      forceRender
    >
      <SchemaForm
        columns={columns}
        form={form}
        mode="modal"
        name="engine"
        onSubmit={(v) => onSubmit(engineBody(v, screen))}
      >
        {vendor && vendor !== LOCAL_VENDOR ? (
          <>
            <Divider plain>{t('engine.credentials')}</Divider>
            {secret('appKey')}
            {secret('appSecret')}
          </>
        ) : null}
      </SchemaForm>
    </Modal>
  );
}
