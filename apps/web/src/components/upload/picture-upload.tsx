import { PlusOutlined } from '@ant-design/icons';
import { checkImage, PICTURE_EXTENSIONS, PICTURE_MAX_BYTES } from '@zhiyu/contract/rules/upload';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../platform/request/toast.ts';
import { problemText } from './messages.ts';
import { singleImage } from './upload.api.ts';

export interface PictureUploadProps {
  /** The picture's address (as returned by the upload endpoint), or empty. */
  value?: string;
  /** Called with the new address after a successful upload, or undefined when removed. */
  onChange?: (url: string | undefined) => void;
  disabled?: boolean;
}

/**
 * The SchemaForm `picture` value type (requirements §5): png, jpeg or jpg under 1 MB, one picture,
 * suggested 40px × 40px. Works as a controlled antd Form.Item child (value/onChange).
 */
export function PictureUpload({ value, onChange, disabled }: PictureUploadProps) {
  const { t } = useTranslation('upload');
  return (
    <div>
      <Upload
        listType="picture-card"
        accept=".png,.jpeg,.jpg"
        maxCount={1}
        disabled={disabled}
        {...singleImage(value, onChange)}
        beforeUpload={(file) => {
          const p = checkImage(file, { extensions: PICTURE_EXTENSIONS, limitSize: true, maxBytes: PICTURE_MAX_BYTES });
          if (p) toastError(p.key === 'imageSize' ? t('pictureSize') : problemText(t, p));
          return p ? Upload.LIST_IGNORE : true;
        }}
      >
        {value ? null : <PlusOutlined />}
      </Upload>
      <div style={{ color: 'rgba(0,0,0,0.45)' }}>{t('pictureHint')}</div>
    </div>
  );
}
