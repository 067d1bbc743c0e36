import { UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_MB } from '@zhiyu/contract/modules/aikb/document';
import { checkFile } from '@zhiyu/contract/rules/upload';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../../components/upload/messages.ts';
import { toastError } from '../../../platform/request/toast.ts';

/**
 * The upload button of the documents panel: one file at a time, refused before sending by the
 * requirements §5 rules (file format mismatch, size above 10M) with the shared upload texts; the server checks
 * again and reads the file. The button spins, with the sent percentage, until the server answers.
 */
export function DocumentUpload({
  upload,
}: {
  upload: (file: File, onProgress: (p: number) => void) => Promise<unknown>;
}) {
  const { t } = useTranslation(['aikb-document', 'upload']);
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <Upload
      accept={DOCUMENT_EXTENSIONS.join(',')}
      showUploadList={false}
      multiple={false}
      disabled={percent !== null}
      beforeUpload={(file) => {
        const p = checkFile(file, { accept: DOCUMENT_EXTENSIONS, maxMB: DOCUMENT_MAX_MB });
        if (p) toastError(problemText(t, p));
        return p ? Upload.LIST_IGNORE : true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setPercent(0);
        upload(file as File, setPercent)
          .then((r) => onSuccess?.(r))
          .catch((e: Error) => onError?.(e))
          .finally(() => setPercent(null));
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={percent !== null} data-testid="document-upload">
        {percent === null ? t('upload') : t('uploading', { percent })}
      </Button>
    </Upload>
  );
}
