import { useMutation, useQuery } from '@tanstack/react-query';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@zhiyu/contract/rules/password';
import { Checkbox, Empty, Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input/password-input.tsx';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import type { ListRow } from './user.columns.tsx';
import { fetchRoleOptions, resetPassword, setRoles, userKeys } from './user-manage.api.ts';

interface DialogProps {
  row: ListRow;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

/** The admin sets a new password; the server checks the rules and ends the user's sessions. */
export function ResetPasswordDialog({ row, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('people');
  const [form] = Form.useForm<{ password: string }>();
  const save = useMutation({
    mutationFn: (v: { password: string }) => resetPassword(row.id, v.password),
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  return (
    <Modal
      open
      title={t('resetPasswordTitle', { name: row.username })}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
    >
      <Form form={form} layout="vertical" name="reset" onFinish={(v) => save.mutate(v)}>
        <Form.Item
          name="password"
          label={t('newPassword')}
          extra={t('resetPasswordHint')}
          rules={[
            { required: true, message: t('passwordRequired') },
            { min: PASSWORD_MIN_LENGTH, message: t('passwordMin', { n: PASSWORD_MIN_LENGTH }) },
            { max: PASSWORD_MAX_LENGTH, message: t('passwordMax', { n: PASSWORD_MAX_LENGTH }) },
          ]}
        >
          <PasswordInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The roles of the user's own level and organisation, checked as the user holds them. */
export function RolesDialog({ row, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('people');
  const options = useQuery({ queryKey: userKeys.roles(row.id), queryFn: () => fetchRoleOptions(row.id) });
  const [checked, setChecked] = useState<string[]>(row.roles.map((r) => r.id));
  const save = useMutation({
    mutationFn: () => setRoles(row.id, checked),
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  return (
    <Modal
      open
      title={t('assignRolesTitle', { name: row.username })}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
    >
      {options.isLoading ? (
        <Spin />
      ) : options.data?.length ? (
        <Checkbox.Group
          data-testid="role-options"
          value={checked}
          onChange={(v) => setChecked(v as string[])}
          options={options.data.map((r) => ({ value: r.id, label: r.name }))}
        />
      ) : (
        <Empty description={t('noRoles')} />
      )}
    </Modal>
  );
}
