import { PlusOutlined } from '@ant-design/icons';
import { checkImage, IMAGE_EXTENSIONS } from '@zhiyu/contract/rules/upload';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../platform/request/toast.ts';
import { problemText } from './messages.ts';
import { singleImage } from './upload.api.ts';

export interface ImageUploadProps {
  value?: string;
  onChange?: (url: string | undefined) => void;
  /** Allowed extensions (default png, jpg, jpeg, gif, bmp, webp). */
  extensions?: readonly string[];
  /** Turns on the 64 KB avatar limit (SPEC §5). */
  limitSize?: boolean;
}

/**
 * Image upload (SPEC §5): 'not an image', 'image format mismatch', 'avatar image size must not
 * exceed 64KB'. One image only: choosing a second while one is set asks to delete the first.
 */
export function ImageUpload({ value, onChange, extensions = IMAGE_EXTENSIONS, limitSize }: ImageUploadProps) {
  const { t } = useTranslation('upload');
  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      {...singleImage(value, onChange)}
      openFileDialogOnClick={!value}
      beforeUpload={(file) => {
        const p = checkImage(file, { extensions, limitSize });
        if (p) toastError(problemText(t, p));
        return p ? Upload.LIST_IGNORE : true;
      }}
    >
      {value ? (
        <button type="button" className="zy-image-one" onClick={() => toastError(t('oneImage'))}>
          {t('oneImage')}
        </button>
      ) : (
        <PlusOutlined />
      )}
    </Upload>
  );
}
