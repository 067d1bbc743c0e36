import { useMutation } from '@tanstack/react-query';
import { updateLicense } from '@zhiyu/contract/modules/admin/public';
import type { Licence } from '@zhiyu/contract/modules/admin/schemas';
import { Button, Typography } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/request/call.ts';
import { notifySuccess } from '../../platform/request/success.ts';

/**
 * A licence file picked and installed: the file is sent as it is and checked on the server
 * (signature, expiry; while a valid licence is installed only a platform operator may replace it),
 * a refusal shown as the server's message. Used on My settings and the agent assistant's
 * authorization screen; `onDone` gets the licence now in force.
 */
export function LicenceUpload({ onDone, testId }: { onDone: (l: Licence) => void | Promise<void>; testId?: string }) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => call(updateLicense, { body: { licence: (await file.text()).trim() } }),
    onSuccess: async (licence) => {
      await onDone(licence);
      notifySuccess();
    },
  });
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) upload.mutate(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,.lic,.txt"
        hidden
        onChange={picked}
        aria-label={t('licence.upload')}
        data-testid={testId && `${testId}-file`}
      />
      <Button loading={upload.isPending} onClick={() => input.current?.click()} data-testid={testId}>
        {t('licence.upload')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('licence.hint')}
      </Typography.Paragraph>
    </>
  );
}
