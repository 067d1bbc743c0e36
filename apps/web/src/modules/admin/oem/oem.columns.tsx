import { OEM_ABBREVIATION_MAX, OEM_COPYRIGHT_MAX, OEM_TITLE_MAX, type OemRow } from '@zhiyu/contract/modules/admin/oem';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** The text fields of a channel's brand; empty means "the platform's own". */
export function oemColumns(t: TFunction): SchemaColumn<OemRow>[] {
  return [
    {
      dataIndex: 'abbreviation',
      title: t('oem.abbreviation'),
      maxlength: OEM_ABBREVIATION_MAX,
      span: 12,
      in: ['form'],
    },
    { dataIndex: 'title', title: t('oem.title'), maxlength: OEM_TITLE_MAX, span: 12, in: ['form'] },
    { dataIndex: 'titleEn', title: t('oem.titleEn'), maxlength: OEM_TITLE_MAX, span: 12, in: ['form'] },
    { dataIndex: 'copyright', title: t('oem.copyright'), maxlength: OEM_COPYRIGHT_MAX, span: 12, in: ['form'] },
  ].map((c) => ({ ...c, placeholder: t('oem.platformDefault') }) as SchemaColumn<OemRow>);
}
