import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { botPage } from '../../../components/select-load-more/lookups.api.ts';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { fetchChannels, type Named, poolKeys } from './pool.api.ts';

const named = (x: Named) => ({ value: x.id, label: x.name });

interface Props {
  /** The pool source picked in the form: text sessions come from channels, calls from bots. */
  source: string | undefined;
  labels: { channel: string; anyChannel: string; bot: string; anyBot: string };
  /** The bot picker's query key (one per screen, so each keeps its own pages). */
  botsKey: string;
}

/** Where pool utterances came from: the text channel for text sessions, otherwise the bot (optional). */
export function OriginField({ source, labels, botsKey }: Props) {
  const channels = useQuery({
    queryKey: [...poolKeys.targets(), 'channels'],
    queryFn: fetchChannels,
    enabled: source === 'text',
  });
  return source === 'text' ? (
    <Form.Item name="channelId" label={labels.channel}>
      <Select
        allowClear
        placeholder={labels.anyChannel}
        loading={channels.isLoading}
        options={(channels.data ?? []).map(named)}
      />
    </Form.Item>
  ) : (
    <Form.Item name="botId" label={labels.bot}>
      <SelectLoadMore<Named>
        queryKey={[botsKey]}
        request={botPage(undefined, { silent: true })}
        toOption={named}
        placeholder={labels.anyBot}
      />
    </Form.Item>
  );
}
