import type { ReportOptions } from '@zhiyu/contract/modules/aikb/report';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { ReportScope } from '../../../platform/reporting/range.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import { tenantTimeZone } from '../../aitext/rollup/zone.ts';
import { kbCategories } from '../category/table.ts';
import { kbLibraries } from '../library/table.ts';

/** The reports' filter choices: the app's text channels, its libraries and their categories (paths 一级/二级). */
export async function reportOptions(db: Db, s: ReportScope, now: number): Promise<ReportOptions> {
  const timeZone = tenantTimeZone(s.tenantId);
  const [channels, libraries] = await Promise.all([
    db
      .select({ id: textChannels.id, name: textChannels.name, channelType: textChannels.channelType })
      .from(textChannels)
      .where(and(eq(textChannels.tenantId, s.tenantId), eq(textChannels.appId, s.appId)))
      .orderBy(asc(textChannels.name), asc(textChannels.id)),
    db
      .select({ id: kbLibraries.id, name: kbLibraries.name })
      .from(kbLibraries)
      .where(and(eq(kbLibraries.tenantId, s.tenantId), eq(kbLibraries.appId, s.appId)))
      .orderBy(asc(kbLibraries.name), asc(kbLibraries.id)),
  ]);
  const cats = libraries.length
    ? await db
        .select({
          id: kbCategories.id,
          libraryId: kbCategories.libraryId,
          parentId: kbCategories.parentId,
          name: kbCategories.name,
        })
        .from(kbCategories)
        .where(
          and(
            eq(kbCategories.tenantId, s.tenantId),
            inArray(
              kbCategories.libraryId,
              libraries.map((l) => l.id),
            ),
          ),
        )
        .orderBy(asc(kbCategories.sort), asc(kbCategories.id))
    : [];
  const nameOf = new Map(cats.map((c) => [c.id, c.name]));
  return {
    timeZone,
    today: zonedDay(now, timeZone),
    channels,
    libraries,
    categories: cats.map((c) => ({
      ...c,
      name: c.parentId && nameOf.has(c.parentId) ? `${nameOf.get(c.parentId)}/${c.name}` : c.name,
    })),
  };
}
