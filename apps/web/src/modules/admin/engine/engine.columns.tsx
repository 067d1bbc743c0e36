import {
  ENGINE_ENDPOINT_MAX,
  ENGINE_NAME_MAX,
  ENGINE_OPTION_MAX,
  ENGINE_SCREENS,
  ENGINE_STATUSES,
  ENGINE_VENDORS,
  type EngineRow,
  type EngineScreen,
  LOCAL_VENDOR,
} from '@zhiyu/contract/modules/admin/engine';
import { HTTP_URL } from '@zhiyu/contract/rules/patterns';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { LastTestCell } from './last-test.cell.tsx';

type Values = Record<string, unknown>;
const remote = (v: Values) => v.vendor !== LOCAL_VENDOR;
type OptionKey = 'model' | 'language' | 'voice' | 'embeddingModel';

/** One list for the search form, the table and the create/edit dialog of an engine screen. */
export function engineColumns(t: TFunction, screen: EngineScreen): SchemaColumn<EngineRow>[] {
  const kinds = ENGINE_SCREENS[screen];
  const vendors = ENGINE_VENDORS[kinds[0]];
  const option = (key: OptionKey, show: (v: Values) => boolean): SchemaColumn<EngineRow> => ({
    dataIndex: `option_${key}` as keyof EngineRow & string,
    title: t(`engine.option.${key}`),
    tooltip: key === 'embeddingModel' ? t('engine.option.embeddingModelTip') : undefined,
    maxlength: ENGINE_OPTION_MAX,
    in: ['form'],
    show,
  });
  return [
    {
      dataIndex: 'name',
      title: t('engine.name'),
      required: true,
      maxlength: ENGINE_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 200,
    },
    {
      dataIndex: 'kind',
      title: t('engine.kind'),
      valueType: 'select',
      valueEnum: Object.fromEntries(kinds.map((k) => [k, t(`engine.kind.${k}`)])),
      required: true,
      in: kinds.length > 1 ? ['search', 'table', 'form'] : ['table'],
      width: 120,
    },
    {
      dataIndex: 'vendor',
      title: t('engine.vendor'),
      valueType: 'select',
      valueEnum: Object.fromEntries(vendors.map((v) => [v, t(`engine.vendor.${v}`)])),
      required: true,
      tooltip: t('engine.vendorTip'),
      in: ['search', 'table', 'form'],
      width: 200,
    },
    {
      dataIndex: 'endpoint',
      title: t('engine.endpoint'),
      placeholder: 'https://',
      maxlength: ENGINE_ENDPOINT_MAX,
      show: remote,
      required: true,
      rules: [{ pattern: HTTP_URL, message: t('inputs:url') }],
      width: 260,
    },
    option('model', () => true),
    option('language', () => screen === 'speech'),
    option('voice', (v) => v.kind === 'tts'),
    option('embeddingModel', (v) => screen === 'nlp' && v.vendor === 'openai'),
    {
      dataIndex: 'status',
      title: t('engine.status'),
      valueType: 'select',
      valueEnum: Object.fromEntries(
        ENGINE_STATUSES.map((s) => [
          s,
          { text: t(`engine.status.${s}`), color: s === 'enabled' ? 'green' : 'default' },
        ]),
      ),
      in: ['search', 'table', 'form'],
      width: 100,
    },
    {
      dataIndex: 'tenants',
      title: t('engine.tenants'),
      in: ['table'],
      width: 200,
      render: (_v, row) => (row.tenants.length ? row.tenants.map((x) => x.name).join(t('engine.listSeparator')) : '—'),
    },
    {
      dataIndex: 'lastTest',
      title: t('engine.lastTest'),
      in: ['table'],
      width: 220,
      render: (_v, row) => <LastTestCell test={row.lastTest} />,
    },
    {
      dataIndex: 'updatedAt',
      title: t('engine.updatedAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
  ];
}
