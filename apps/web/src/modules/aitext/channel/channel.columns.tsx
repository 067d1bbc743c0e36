import {
  CHANNEL_NAME_MAX,
  type ChannelRow,
  FALLBACK_MAX_CHARS,
  KEYWORDS_MAX,
  LIBRARIES_MAX,
} from '@zhiyu/contract/modules/aitext/channel';
import { CHANNEL_KINDS, CHANNEL_TYPES, SCENES } from '@zhiyu/contract/modules/aitext/enums';
import { TAG_MAX_LENGTH } from '@zhiyu/contract/rules/tags';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { libraryOptions } from './channel.api.ts';

type Col = SchemaColumn<ChannelRow>;

/** One list for the channel search form, table and drawer form; the status cell is a switch. */
export function channelColumns(t: TFunction, cells: { status: (row: ChannelRow) => ReactNode }): Col[] {
  const kinds = Object.fromEntries(
    CHANNEL_KINDS.map((k) => [k, { text: t(`kind.${k}`), color: k === 'widget' ? 'blue' : 'purple' }]),
  );
  const types = Object.fromEntries(
    CHANNEL_TYPES.map((k) => [k, { text: t(`channelType.${k}`), color: k === 0 ? 'green' : 'orange' }]),
  );
  const scenes = Object.fromEntries(SCENES.map((s) => [s, t(`scene.${s}`)]));
  return [
    {
      dataIndex: 'name',
      title: t('field.name'),
      required: true,
      maxlength: CHANNEL_NAME_MAX,
      placeholder: t('field.namePlaceholder'),
      in: ['search', 'table', 'form'],
      width: 200,
    },
    { dataIndex: 'kind', title: t('field.kind'), valueType: 'select', valueEnum: kinds, in: ['search'] },
    {
      dataIndex: 'kind',
      title: t('field.kind'),
      valueType: 'radioGroup',
      valueEnum: kinds,
      required: true,
      initialValue: 'widget',
      tooltip: t('field.kindTip'),
      in: ['table', 'form'],
      width: 110,
    },
    { dataIndex: 'channelType', title: t('field.channelType'), valueType: 'select', valueEnum: types, in: ['search'] },
    {
      dataIndex: 'channelType',
      title: t('field.channelType'),
      valueType: 'radioGroup',
      valueEnum: types,
      required: true,
      initialValue: 0,
      tooltip: t('field.channelTypeTip'),
      in: ['table', 'form'],
      width: 110,
    },
    {
      dataIndex: 'status',
      title: t('field.status'),
      valueType: 'switch',
      valueEnum: { 1: t('status.1'), 0: t('status.0') },
      in: ['search', 'table', 'form'],
      width: 100,
      render: (_v, row) => cells.status(row),
    },
    {
      dataIndex: 'libraryIds',
      title: t('field.libraries'),
      valueType: 'select',
      multiple: true,
      placeholder: t('field.librariesPlaceholder'),
      tooltip: t('field.librariesTip', { n: LIBRARIES_MAX }),
      request: { load: libraryOptions },
      rules: [{ type: 'array', max: LIBRARIES_MAX, message: t('field.librariesMax', { n: LIBRARIES_MAX }) }],
      in: ['form'],
    },
    {
      dataIndex: 'libraryIds',
      title: t('field.libraries'),
      in: ['table'],
      width: 90,
      render: (_v, row) => row.libraryIds.length,
    },
    {
      dataIndex: 'welcome',
      title: t('field.welcome'),
      valueType: 'richtext',
      media: false,
      placeholder: t('field.welcomePlaceholder'),
      in: ['form'],
    },
    {
      dataIndex: 'fallback',
      title: t('field.fallback'),
      valueType: 'textarea',
      maxlength: FALLBACK_MAX_CHARS,
      placeholder: t('field.fallbackPlaceholder'),
      in: ['form'],
    },
    {
      dataIndex: 'transferScenes',
      title: t('field.transferScenes'),
      valueType: 'checkbox',
      valueEnum: scenes,
      tooltip: t('field.transferScenesTip'),
      in: ['form'],
    },
    {
      dataIndex: 'keywords',
      title: t('field.keywords'),
      valueType: 'create',
      maxlength: TAG_MAX_LENGTH,
      placeholder: t('field.keywordsPlaceholder'),
      tooltip: t('field.keywordsTip', { n: KEYWORDS_MAX }),
      rules: [{ type: 'array', max: KEYWORDS_MAX, message: t('field.keywordsMax', { n: KEYWORDS_MAX }) }],
      in: ['form'],
    },
    {
      dataIndex: 'createdAt',
      title: t('field.createdAt'),
      valueType: 'date',
      in: ['table'],
      width: 180,
    },
  ];
}
