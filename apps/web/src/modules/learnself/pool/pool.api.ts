import { useQuery } from '@tanstack/react-query';
import { listFlowRules, runFlowRule } from '@zhiyu/contract/modules/learnself/pool';
import { searchBots } from '@zhiyu/contract/modules/lookups/bot';
import { listAllTextChannels } from '@zhiyu/contract/modules/lookups/text-channel';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the learning pool and its flow-back rules (requirements D3.7). */
export const poolKeys = {
  all: ['learnself', 'pool'] as const,
  list: () => [...poolKeys.all, 'list'] as const,
  rules: () => [...poolKeys.all, 'rules'] as const,
  targets: () => ['learnself', 'targets'] as const,
};

export const fetchRules = () => call(listFlowRules);
export const runRule = (id: string) => call(runFlowRule, { body: { id } });

/** The tenant's text channels for the channel pickers; none when the user may not list them. */
export const fetchChannels = () => call(listAllTextChannels, { body: {}, silent: true }).catch(() => []);

export interface Named {
  id: string;
  name: string;
}

/** Names of the bots (the first hundred) and text channels, to show a rule's or a run's target. */
async function fetchTargets() {
  const [bots, channels] = await Promise.all([
    call(searchBots, { query: { pageNum: 1, pageSize: 100 }, silent: true })
      .then((p) => p.list)
      .catch(() => []),
    fetchChannels(),
  ]);
  return {
    bots: new Map(bots.map((b) => [b.id, b.name])),
    channels: new Map(channels.map((c) => [c.id, c.name])),
  };
}

export type Targets = Awaited<ReturnType<typeof fetchTargets>>;
const NONE: Targets = { bots: new Map(), channels: new Map() };

/** Bot and channel names by id (empty until read, or when the user may not read them). */
export function useTargets(): Targets {
  const q = useQuery({ queryKey: poolKeys.targets(), queryFn: fetchTargets, staleTime: 60_000 });
  return q.data ?? NONE;
}
