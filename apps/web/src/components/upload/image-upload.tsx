import { PlusOutlined } from '@ant-design/icons';
import { checkImage, IMAGE_EXTENSIONS } from '@zhiyu/contract/rules/upload';
import { Modal, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../platform/request/toast.ts';
import { problemText } from './messages.ts';
import { singleImage, type Uploaded } from './upload.api.ts';

export interface ImageUploadProps {
  value?: string;
  onChange?: (url: string | undefined) => void;
  /** Allowed extensions (default png, jpg, jpeg, gif, bmp, webp). */
  extensions?: readonly string[];
  /** Turns on the 64 KB avatar limit (requirements §5). */
  limitSize?: boolean;
  /** Where the image goes (default: the generic image upload of the caller's organisation). */
  upload?: (file: File) => Promise<Uploaded>;
}

/**
 * Image upload (requirements §5): 'not an image', 'image format mismatch', 'avatar image size must not
 * exceed 64KB'. One image only: choosing a second while one is set asks in a dialog to delete the
 * first; confirming replaces it, cancelling keeps it.
 */
export function ImageUpload({ value, onChange, extensions = IMAGE_EXTENSIONS, limitSize, upload }: ImageUploadProps) {
  const { t } = useTranslation('upload');
  const [modal, holder] = Modal.useModal();
  return (
    <>
      <Upload
        listType="picture-card"
        accept="image/*"
        {...singleImage(value, onChange, upload)}
        beforeUpload={async (file) => {
          const p = checkImage(file, { extensions, limitSize });
          if (p) {
            toastError(problemText(t, p));
            return Upload.LIST_IGNORE;
          }
          if (!value) return true;
          const replace = await modal.confirm({
            title: t('replaceTitle'),
            content: t('oneImage'),
            okText: t('replaceOk'),
            cancelText: t('replaceCancel'),
            className: 'zy-image-replace',
          });
          return replace ? true : Upload.LIST_IGNORE;
        }}
      >
        {value ? <span className="zy-image-one">{t('replace')}</span> : <PlusOutlined />}
      </Upload>
      {holder}
    </>
  );
}
