import { useQuery } from '@tanstack/react-query';
import { DESK_PANELS, type ProfileChoices, type ProfileRow } from '@zhiyu/contract/modules/aihelper/profile';
import { SKILL_GROUP_MAX } from '@zhiyu/contract/modules/aihelper/threshold';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { profileKeys, readChoices } from './profile.api.ts';

type Col = SchemaColumn<ProfileRow>;
type Kind = 'fields' | 'rules' | 'triggers';

/** A list of chosen rows by name; an empty list applies all of them, and says so. */
function Chosen({ kind, ids, testId }: { kind: Kind; ids: string[]; testId: string }) {
  const { t } = useTranslation('aihelper-config');
  const choices = useQuery({ queryKey: profileKeys.choices(), queryFn: readChoices, enabled: ids.length > 0 });
  if (!ids.length)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('profile.all')}
      </Typography.Text>
    );
  const names = new Map((choices.data?.[kind] ?? []).map((x) => [x.id, x.name]));
  return (
    <span data-testid={testId}>
      {ids.map((id) => (
        <Tag key={id}>{names.get(id) ?? (choices.isPending ? '…' : t('profile.gone'))}</Tag>
      ))}
    </span>
  );
}

const picker = (t: TFunction, key: 'fieldIds' | 'ruleIds' | 'triggerIds', kind: Kind, width: number): Col => ({
  dataIndex: key,
  title: t(`profile.${key}`),
  valueType: 'select',
  multiple: true,
  collapseTags: true,
  markGone: true,
  placeholder: t('profile.allPlaceholder'),
  tooltip: t(`profile.tip.${key}`),
  request: { load: () => readChoices().then((c: ProfileChoices) => c[kind]) },
  span: 24,
  width,
  render: (_v, row) => <Chosen kind={kind} ids={row[key]} testId={`profile-${key}`} />,
});

/**
 * One list for the settings' search (skill group), table and dialog. An empty skill group is the
 * tenant's default; an empty list applies every one of its kind, new ones included.
 */
export function profileColumns(t: TFunction): Col[] {
  return [
    {
      dataIndex: 'skillGroup',
      title: t('threshold.skillGroup'),
      maxlength: SKILL_GROUP_MAX,
      placeholder: t('threshold.skillGroupSearch'),
      in: ['search'],
    },
    {
      dataIndex: 'skillGroup',
      title: t('threshold.skillGroup'),
      maxlength: SKILL_GROUP_MAX,
      placeholder: t('threshold.skillGroupPlaceholder'),
      tooltip: t('profile.skillGroupTip'),
      in: ['table', 'form'],
      span: 24,
      width: 140,
      render: (_v, row) => row.skillGroup || t('threshold.default'),
    },
    {
      dataIndex: 'panels',
      title: t('profile.panels'),
      valueType: 'checkbox',
      required: true,
      valueEnum: Object.fromEntries(DESK_PANELS.map((p) => [p, t(`profile.panel.${p}`)])),
      initialValue: [...DESK_PANELS],
      span: 24,
      width: 240,
      render: (_v, row) => (
        <span data-testid="profile-panels">
          {row.panels.map((p) => (
            <Tag key={p} color="blue">
              {t(`profile.panel.${p}`)}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      dataIndex: 'scenes',
      title: t('profile.scenes'),
      valueType: 'select',
      multiple: true,
      allowCreate: true,
      collapseTags: true,
      placeholder: t('profile.allPlaceholder'),
      tooltip: t('profile.tip.scenes'),
      request: { load: () => readChoices().then((c) => c.scenes.map((s) => ({ id: s, name: s }))) },
      span: 24,
      width: 140,
      render: (_v, row) =>
        row.scenes.length ? (
          row.scenes.map((s) => <Tag key={s}>{s}</Tag>)
        ) : (
          <Typography.Text type="secondary">{t('profile.all')}</Typography.Text>
        ),
    },
    picker(t, 'fieldIds', 'fields', 160),
    picker(t, 'ruleIds', 'rules', 160),
    picker(t, 'triggerIds', 'triggers', 160),
    {
      dataIndex: 'botId',
      title: t('profile.bot'),
      valueType: 'select',
      markGone: true,
      placeholder: t('profile.botPlaceholder'),
      tooltip: t('profile.tip.bot'),
      request: { load: () => readChoices().then((c) => c.bots) },
      span: 24,
      width: 140,
      render: (_v, row) =>
        row.botId ? (
          row.botName || t('profile.gone')
        ) : (
          <Typography.Text type="secondary">{t('profile.noBot')}</Typography.Text>
        ),
    },
    { dataIndex: 'updatedAt', title: t('updatedAt'), valueType: 'date', in: ['table'], width: 170 },
  ];
}
