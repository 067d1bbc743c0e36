import { UploadOutlined } from '@ant-design/icons';
import { SIMPLE_UPLOAD_DELAY_MS } from '@zhiyu/contract/rules/upload';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Simple uploader (requirements §7): keeps the chosen file in the form (no request); it shows
 * "uploading", then "success" after about 600 ms. `onChange` receives the File objects.
 */
export function SimpleUpload({ onChange }: { onChange?: (files: File[]) => void }) {
  const { t } = useTranslation('upload');
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload
      fileList={files}
      onChange={({ fileList }) => {
        setFiles(fileList);
        onChange?.(fileList.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => !!f));
      }}
      customRequest={({ onSuccess }) => {
        setTimeout(() => onSuccess?.({}), SIMPLE_UPLOAD_DELAY_MS);
      }}
    >
      <Button icon={<UploadOutlined />}>{t('choose')}</Button>
    </Upload>
  );
}
