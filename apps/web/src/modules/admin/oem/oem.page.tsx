import { useQuery } from '@tanstack/react-query';
import { Empty, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { Section } from '../../../components/section.tsx';
import { fetchOem, fetchOemChannels, oemKeys } from './oem.api.ts';
import { OemForm } from './oem.form.tsx';

/**
 * /aiadmin/OEM — a channel's brand on its login page and in its users' layout. A channel admin
 * edits their own channel; the operator picks any channel from the list (searchable by name).
 */
export default function OemPage() {
  const { t } = useTranslation('brand');
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<string>();
  const channels = useQuery({ queryKey: oemKeys.channels(name), queryFn: () => fetchOemChannels(name) });
  const list = channels.data?.list ?? [];
  const channelId = picked ?? list[0]?.channelId;
  const one = useQuery({
    queryKey: oemKeys.one(channelId ?? ''),
    queryFn: () => fetchOem(channelId ?? ''),
    enabled: !!channelId,
  });
  return (
    <PageContainer>
      <Section title={t('oem.section')}>
        <Space style={{ marginBottom: 16 }}>
          <span>{t('oem.channel')}</span>
          <Select
            data-testid="oem-channel"
            style={{ width: 280 }}
            showSearch={{ filterOption: false, onSearch: setName }}
            value={channelId}
            loading={channels.isFetching}
            onChange={(v: string) => setPicked(v)}
            options={list.map((c) => ({ value: c.channelId, label: `${c.channelName} (${c.channelId})` }))}
          />
        </Space>
        {one.data ? (
          <OemForm key={one.data.channelId} row={one.data} />
        ) : channels.isSuccess && list.length === 0 ? (
          <Empty />
        ) : (
          <Skeleton active />
        )}
      </Section>
    </PageContainer>
  );
}
