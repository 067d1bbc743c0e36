import { listReportOptions } from '@zhiyu/contract/modules/aikb/report';
import {
  exportClicksReport,
  exportKnowledgeReport,
  exportLikeReport,
  getClicksReport,
  getKnowledgeReport,
  getLikeReport,
} from '@zhiyu/contract/modules/aikb/report-items';
import {
  exportUsageReport,
  exportWordsReport,
  getUsageReport,
  getWordsReport,
} from '@zhiyu/contract/modules/aikb/report-usage';
import { kbCategories } from '../../src/modules/aikb/category/table.ts';
import { kbItems } from '../../src/modules/aikb/knowledge/table.ts';
import { kbLibraries } from '../../src/modules/aikb/library/table.ts';
import type { Db } from '../../src/platform/db/client.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { grantTenant3 } from './tenant3.ts';
import { FAQ, LIB1 } from './text.ts';

/** Each report (and the options the filters read), and each report's export. */
export const REPORTS = {
  knowledge: getKnowledgeReport,
  clicks: getClicksReport,
  likes: getLikeReport,
  words: getWordsReport,
  usage: getUsageReport,
  options: listReportOptions,
};
export const EXPORTS = {
  knowledge: exportKnowledgeReport,
  clicks: exportClicksReport,
  likes: exportLikeReport,
  words: exportWordsReport,
  usage: exportUsageReport,
};

export const LIB1B = 'lib-report-b';
export const CAT = 'cat-report-after';
export const SUB = 'cat-report-return';

/**
 * The knowledge the reports name (aikb/report.test.ts): the FAQ items of tenant 2001 in LIB1 (i1 in
 * 售后/退货, i2 in 售后), j1 alone in LIB1B; and the knowledge module for tenant 2003.
 */
export async function seedReportKnowledge(db: Db) {
  await db.insert(kbLibraries).values({ id: LIB1B, tenantId: DEMO.tenant1, appId: DEMO.appid1, name: '报表第二库' });
  await db.insert(kbCategories).values([
    { id: CAT, tenantId: DEMO.tenant1, libraryId: LIB1, name: '售后' },
    { id: SUB, tenantId: DEMO.tenant1, libraryId: LIB1, parentId: CAT, name: '退货' },
  ]);
  const cat: Record<string, string> = { i1: SUB, i2: CAT };
  await db.insert(kbItems).values([
    ...FAQ.filter((f) => f.tenant === DEMO.tenant1).map((f) => ({
      id: f.id,
      tenantId: DEMO.tenant1,
      libraryId: LIB1,
      type: 'taskFlow' as const,
      question: f.q,
      answer: f.answer,
      categoryId: cat[f.id] ?? null,
    })),
    { id: 'j1', tenantId: DEMO.tenant1, libraryId: LIB1B, type: 'taskFlow', question: '从未命中的问题', answer: '-' },
  ]);
  // Tenant 2003 gets the knowledge module, so its admin can ask for the reports too.
  await grantTenant3(db, 'aikb');
}
