import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OEM_IMAGE_EXTENSIONS, type OemRow } from '@zhiyu/contract/modules/admin/oem';
import { Button, Col, Form, Row, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../components/schema/schema-form.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { oemKeys, saveOem, uploadOemFile } from './oem.api.ts';
import { oemColumns } from './oem.columns.tsx';
import { type BrandValues, OemPreview } from './oem.preview.tsx';

// antd Upload stays out of the page's first chunk.
const ImageUpload = lazy(() =>
  import('../../../components/upload/image-upload.tsx').then((m) => ({ default: m.ImageUpload })),
);

/** Logo or favicon: one image of at most 64 KB (requirements §5), uploaded into the channel's own files. */
function ImageField({
  id,
  channelId,
  value,
  onChange,
}: {
  id?: string;
  channelId: string;
  value?: string | null;
  onChange?: (v: string | null) => void;
}) {
  return (
    <div id={id}>
      <Suspense fallback={<Skeleton.Avatar active shape="square" size={102} />}>
        <ImageUpload
          value={value ?? undefined}
          onChange={(v) => onChange?.(v ?? null)}
          extensions={OEM_IMAGE_EXTENSIONS}
          limitSize
          upload={(file) => uploadOemFile(channelId, file)}
        />
      </Suspense>
    </div>
  );
}

/** The brand of one channel: texts, logo and favicon, with a live preview beside the form. */
export function OemForm({ row }: { row: OemRow }) {
  const { t } = useTranslation('brand');
  const [form] = Form.useForm();
  const qc = useQueryClient();
  const columns = useMemo(() => oemColumns(t), [t]);
  const values = (Form.useWatch([], form) ?? row) as BrandValues;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(row);
  }, [row, form]);
  const save = useMutation({
    // Emptied texts go as '' (the platform's own), removed images as null.
    mutationFn: (v: Record<string, unknown>) => {
      const text = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '');
      const image = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : null);
      return saveOem({
        channelId: row.channelId,
        title: text('title'),
        titleEn: text('titleEn'),
        abbreviation: text('abbreviation'),
        copyright: text('copyright'),
        logo: image('logo'),
        favicon: image('favicon'),
      });
    },
    onSuccess: async () => {
      notifySuccess();
      await qc.invalidateQueries({ queryKey: oemKeys.all });
    },
  });
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <SchemaForm<OemRow>
          columns={columns}
          form={form}
          name="oem"
          initialValues={row}
          onSubmit={(v) => save.mutate(v)}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="logo" label={t('oem.logo')} extra={t('oem.imageHint')}>
                <ImageField channelId={row.channelId} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="favicon" label={t('oem.favicon')} extra={t('oem.imageHint')}>
                <ImageField channelId={row.channelId} />
              </Form.Item>
            </Col>
          </Row>
          <Can code="admin.oem.edit-button">
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="oem-save">
              {t('oem.save')}
            </Button>
          </Can>
        </SchemaForm>
      </Col>
      <Col xs={24} lg={10}>
        <OemPreview v={values} />
      </Col>
    </Row>
  );
}
