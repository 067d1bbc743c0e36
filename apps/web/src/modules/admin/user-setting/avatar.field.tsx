import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// antd Upload stays out of the page's first chunk (the page loads with the shell, requirements D8).
const ImageUpload = lazy(() =>
  import('../../../components/upload/image-upload.tsx').then((m) => ({ default: m.ImageUpload })),
);

/** The avatar: one image of at most 64 KB (requirements §5 image upload with its size limit on). */
export function AvatarField({ value, onChange }: { value?: string | null; onChange?: (v: string | null) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <Suspense fallback={<Skeleton.Avatar active shape="square" size={102} />}>
        <ImageUpload value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)} limitSize />
      </Suspense>
      <div style={{ color: 'rgba(0,0,0,0.45)' }}>{t('setting.avatarHint')}</div>
    </div>
  );
}
