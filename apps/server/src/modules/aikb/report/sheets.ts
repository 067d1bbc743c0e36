import type { ReportRange } from '@zhiyu/contract/modules/aikb/report';
import {
  CLICKS_REPORT_HEADERS,
  type ClicksReport,
  KNOWLEDGE_REPORT_HEADERS,
  type KnowledgeReport,
  LIKE_METRIC_LABELS,
  LIKE_METRICS,
  LIKE_REPORT_HEADERS,
  type LikeReport,
} from '@zhiyu/contract/modules/aikb/report-items';
import {
  REPORT_TOTAL,
  USAGE_REPORT_HEADERS,
  type UsageReport,
  WORDS_REPORT_HEADERS,
  type WordsReport,
} from '@zhiyu/contract/modules/aikb/report-usage';

type Lang = 'zh' | 'en';
export interface Sheet {
  headers: string[];
  rows: unknown[][];
  range: ReportRange;
}

/** Rates as the pages show them: a percentage with one decimal. */
const percent = (v: number) => `${(v * 100).toFixed(1)}%`;
const heads = <K extends string>(h: Record<K, { zh: string; en: string }>, lang: Lang) =>
  (Object.keys(h) as K[]).map((k) => h[k][lang]);

/** 知识报表: the table's rows (all of them), then the totals. */
export function knowledgeSheet(r: KnowledgeReport, lang: Lang): Sheet {
  const rows = r.list.map((x) => [
    x.name,
    x.libraryName,
    x.category,
    x.hits,
    x.clicks,
    x.likes,
    x.dislikes,
    x.lastHitDay ?? '',
  ]);
  const t = r.totals;
  rows.push([REPORT_TOTAL[lang], '', '', t.hits, t.clicks, t.likes, t.dislikes, '']);
  return { headers: heads(KNOWLEDGE_REPORT_HEADERS, lang), rows, range: r.range };
}

export function clicksSheet(r: ClicksReport, lang: Lang): Sheet {
  const rows = r.list.map((x) => [x.name, x.libraryName, x.category, x.clicks, x.hits, percent(x.share)]);
  rows.push([REPORT_TOTAL[lang], '', '', r.totals.clicks, '', '']);
  return { headers: heads(CLICKS_REPORT_HEADERS, lang), rows, range: r.range };
}

/** 点赞点踩报表: the items, then one row per metric card (label in the first column, value in the second). */
export function likesSheet(r: LikeReport, lang: Lang): Sheet {
  const rows: unknown[][] = r.list.map((x) => [
    x.name,
    x.libraryName,
    x.category,
    x.hits,
    x.likes,
    x.dislikes,
    x.participation,
    percent(x.participationRatio),
    percent(x.likeDislikeRatio),
  ]);
  for (const k of LIKE_METRICS) {
    const v = r.cards[k];
    rows.push([LIKE_METRIC_LABELS[k][lang], k.endsWith('Count') ? v : percent(v)]);
  }
  return { headers: heads(LIKE_REPORT_HEADERS, lang), rows, range: r.range };
}

export function wordsSheet(r: WordsReport, lang: Lang): Sheet {
  const rows = r.list.map((x, i) => [i + 1, x.word, x.searchCount, percent(x.share)]);
  return { headers: heads(WORDS_REPORT_HEADERS, lang), rows, range: r.range };
}

export function usageSheet(r: UsageReport, lang: Lang): Sheet {
  const rows = r.rows.map((x) => [x.bucket, x.channelName, x.sessions, x.questions, x.answered, percent(x.answerRate)]);
  const t = r.totals;
  rows.push([REPORT_TOTAL[lang], '', t.sessions, t.questions, t.answered, percent(t.answerRate)]);
  return { headers: heads(USAGE_REPORT_HEADERS, lang), rows, range: r.range };
}
