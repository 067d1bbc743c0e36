import { UploadOutlined } from '@ant-design/icons';
import { checkFile, FILE_UPLOAD_DEFAULT_LIMIT, UPLOAD_WIDTH } from '@zhiyu/contract/rules/upload';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../platform/request/toast.ts';
import { problemText } from './messages.ts';
import { sheetRows, type Uploaded, uploadFile } from './upload.api.ts';

export interface FileUploadProps {
  /** Allowed extensions, e.g. ['.xlsx', '.csv']; empty accepts any. */
  accept?: readonly string[];
  /** Most files at once (requirements §9 default 1). */
  limit?: number;
  /** Size limit in MB. */
  maxMB?: number;
  /** Parse the first sheet of a spreadsheet on the server and hand back its rows. */
  parseSheet?: boolean;
  onUploaded?: (file: Uploaded) => void;
  onRows?: (rows: string[][]) => void;
  width?: number;
}

/** File upload (requirements §5): refuses by extension, count and size with upload:fileFormat/fileCount/fileSize. */
export function FileUpload(props: FileUploadProps) {
  const { accept = [], limit = FILE_UPLOAD_DEFAULT_LIMIT, maxMB, parseSheet, width = UPLOAD_WIDTH } = props;
  const { t } = useTranslation('upload');
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <div style={{ width }}>
      <Upload
        accept={accept.join(',')}
        multiple={limit > 1}
        fileList={files}
        beforeUpload={(file, batch) => {
          const existing = files.length + batch.indexOf(file);
          const p = checkFile(file, { accept, limit, existing, maxMB });
          if (p) toastError(problemText(t, p));
          return p ? Upload.LIST_IGNORE : true;
        }}
        onChange={({ fileList }) => setFiles(fileList)}
        customRequest={({ file, onSuccess, onError }) => {
          const f = file as File;
          const job = parseSheet
            ? sheetRows(f).then((r) => props.onRows?.(r.rows))
            : uploadFile(f).then((r) => props.onUploaded?.(r));
          job.then(() => onSuccess?.({})).catch((e: Error) => onError?.(e));
        }}
      >
        <Button icon={<UploadOutlined />}>{t('choose')}</Button>
      </Upload>
    </div>
  );
}
