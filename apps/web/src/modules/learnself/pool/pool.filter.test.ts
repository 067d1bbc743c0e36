import type { PoolFilter } from '@zhiyu/contract/modules/learnself/pool';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
import { writeListState } from '../../../platform/list/list-state.ts';
import { clusterBody, clusterLink, formValuesOf } from '../cluster/cluster.values.ts';
import { poolColumns } from './pool.columns.tsx';
import { currentPoolFilter, poolFilterOf } from './pool.filter.ts';

beforeAll(() => changeLanguage('zh-CN'));
const columns = () => poolColumns(i18n.getFixedT('zh-CN', 'learnself-data'));
const FROM = new Date(2026, 0, 5).getTime();
const TO = new Date(2026, 0, 9, 23, 59, 59, 999).getTime();

describe('pool filter ↔ query (requirements R4 §1)', () => {
  it('maps the search form to the list query: time range, score range, recognised, bot', () => {
    expect(
      poolFilterOf(columns(), {
        text: '  挂号 ',
        source: 'call',
        botId: 'bot-1',
        kind: 'unrecognised',
        recognised: 'false',
        scoreMin: 0.2,
        scoreMax: 0.8,
        saidAt: [FROM, TO],
      }),
    ).toEqual({
      text: '挂号',
      source: 'call',
      botId: 'bot-1',
      kind: 'unrecognised',
      recognised: 'false',
      scoreMin: 0.2,
      scoreMax: 0.8,
      from: FROM,
      to: TO,
    });
  });

  it('reads a reversed score range as the range between, and an open end as no bound', () => {
    expect(poolFilterOf(columns(), { scoreMin: 0.9, scoreMax: 0.3 })).toEqual({ scoreMin: 0.3, scoreMax: 0.9 });
    expect(poolFilterOf(columns(), { scoreMax: 0.5 })).toEqual({ scoreMax: 0.5 });
    expect(poolFilterOf(columns(), { saidAt: [null, TO] })).toEqual({ to: TO });
  });

  it('keeps the bot for calls and the channel for text sessions only', () => {
    expect(poolFilterOf(columns(), { source: 'text', botId: 'bot-1', channelId: 'ch-1' })).toEqual({
      source: 'text',
      channelId: 'ch-1',
    });
    expect(poolFilterOf(columns(), { source: 'call', botId: 'bot-1', channelId: 'ch-1' })).toEqual({
      source: 'call',
      botId: 'bot-1',
    });
    expect(poolFilterOf(columns(), { text: '   ' })).toEqual({});
  });

  it('reads the filter of the list in the address (what export and 送去聚类 send), paging left out', () => {
    const search = writeListState({
      pageNum: 3,
      pageSize: 20,
      sortField: 'occurrences',
      sortOrder: 'DESC',
      filters: { source: 'call', botId: 'bot-1', kind: 'disliked', saidAt: [FROM, TO] },
      searched: true,
    });
    search.set('tab', 'pool');
    expect(currentPoolFilter(columns(), search.toString())).toEqual({
      source: 'call',
      botId: 'bot-1',
      kind: 'disliked',
      from: FROM,
      to: TO,
    });
    expect(currentPoolFilter(columns(), '')).toEqual({});
  });
});

describe('送去聚类 preset → the clustering form → the start request (requirements R4 §2)', () => {
  it('carries source, bot, outcome and time range, and starts from the defaults', () => {
    const filter: PoolFilter = { source: 'call', botId: 'bot-1', kind: 'disliked', from: FROM, to: TO, text: 'x' };
    const link = clusterLink(filter);
    expect(link).toBe(`/learnself/clustering?source=call&botId=bot-1&kind=disliked&from=${FROM}&to=${TO}`);
    const values = formValuesOf(new URL(link, 'http://x').searchParams);
    expect(values).toMatchObject({ source: 'call', botId: 'bot-1', kind: 'disliked', threshold: 0.4, minSize: 2 });
    expect(values.range?.map((d) => d?.valueOf())).toEqual([FROM, TO]);
    expect(clusterBody({ ...values, datasetId: 'ds-1' })).toEqual({
      source: 'call',
      botId: 'bot-1',
      kind: 'disliked',
      from: FROM,
      to: TO,
      threshold: 0.4,
      minSize: 2,
      datasetId: 'ds-1',
    });
  });

  it('without a preset: unrecognised utterances of every source; unknown values are dropped', () => {
    expect(clusterLink({})).toBe('/learnself/clustering');
    const values = formValuesOf(new URLSearchParams('source=fax&kind=odd&from=abc&channelId=ch-1'));
    expect(values).toMatchObject({ source: undefined, kind: 'unrecognised', range: null, channelId: 'ch-1' });
    expect(clusterBody(values)).toEqual({ channelId: 'ch-1', kind: 'unrecognised', threshold: 0.4, minSize: 2 });
    // A text preset drops a bot; a call preset drops a channel.
    expect(formValuesOf(new URLSearchParams('source=text&botId=b&channelId=c'))).toMatchObject({
      botId: undefined,
      channelId: 'c',
    });
    expect(clusterBody({ source: 'call', botId: 'b', channelId: 'c', threshold: 0.5, minSize: 3 })).toEqual({
      source: 'call',
      botId: 'b',
      kind: 'unrecognised',
      threshold: 0.5,
      minSize: 3,
    });
  });
});
