import { lazy, Suspense } from 'react';
import type { ValueTypeDef } from '../types.ts';

// The uploader (antd Upload and its rules) loads only on forms that have a picture field.
const PictureUpload = lazy(() => import('../../upload/picture-upload.tsx').then((m) => ({ default: m.PictureUpload })));

/** picture: png/jpeg/jpg under 1 MB, one picture (components/upload); the value is its address. */
export const picture: ValueTypeDef = {
  Editor: ({ value, onChange, disabled }) => (
    <Suspense fallback={null}>
      <PictureUpload value={value as string | undefined} onChange={onChange} disabled={disabled} />
    </Suspense>
  ),
  Cell: ({ value }) =>
    typeof value === 'string' && value ? (
      <img src={value} alt="" style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }} />
    ) : (
      '-'
    ),
};
