import type { CustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { customerAttributes, customers } from '../../aicall/customer/table.ts';
import { callRecords } from '../../aicall/record/table.ts';
import { moodOf, sentimentScore } from '../../aitext/chat/sentiment.ts';
import { ahFields, ahFills } from '../field/table.ts';
import { ahConversations, ahUtterances } from '../ingest/table.ts';

const EARLIER = 5;
const digits = (n: string) => n.replace(/\D/g, '').replace(/^86(?=1\d{10}$)/, '');

const attrText = (v: string | number | null, type: string) =>
  v === null ? '' : type === 'date' && typeof v === 'number' ? new Date(v).toISOString().slice(0, 10) : String(v);

/**
 * The portrait of the customer of one of the agent's own conversations (contract aihelper/portrait).
 * The customer is the tenant's customer of that number (the most recently changed, when several
 * applications hold it); earlier calls are the tenant's call records and desk conversations with it.
 */
export async function portraitOf(
  db: Db,
  tenantId: string,
  userId: string,
  conversationId: string,
): Promise<CustomerPortrait> {
  const [conv] = await db
    .select()
    .from(ahConversations)
    .where(
      and(
        eq(ahConversations.tenantId, tenantId),
        eq(ahConversations.id, conversationId),
        eq(ahConversations.agentUserId, userId),
      ),
    );
  if (!conv) throw new AppError('190013');
  const phone = digits(conv.customerNumber);
  const [customer] = phone
    ? await db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)))
        .orderBy(desc(customers.updatedAt))
        .limit(1)
    : [];
  const [attrs, calls, desks, fills, lines] = await Promise.all([
    customer
      ? db
          .select()
          .from(customerAttributes)
          .where(and(eq(customerAttributes.tenantId, tenantId), eq(customerAttributes.appId, customer.appId)))
          .orderBy(asc(customerAttributes.sort))
      : [],
    phone
      ? db
          .select()
          .from(callRecords)
          .where(and(eq(callRecords.tenantId, tenantId), eq(callRecords.phone, phone)))
          .orderBy(desc(callRecords.startedAt))
          .limit(EARLIER)
      : [],
    conv.customerNumber
      ? db
          .select()
          .from(ahConversations)
          .where(
            and(
              eq(ahConversations.tenantId, tenantId),
              eq(ahConversations.customerNumber, conv.customerNumber),
              ne(ahConversations.id, conv.id),
            ),
          )
          .orderBy(desc(ahConversations.startedAt))
          .limit(EARLIER)
      : [],
    db
      .select({ field: ahFields.name, value: ahFills.value, confirmed: ahFills.confirmed, order: ahFields.order })
      .from(ahFills)
      .innerJoin(ahFields, eq(ahFields.id, ahFills.fieldId))
      .where(eq(ahFills.conversationId, conv.id))
      .orderBy(asc(ahFields.order)),
    db
      .select()
      .from(ahUtterances)
      .where(
        and(
          eq(ahUtterances.conversationId, conv.id),
          eq(ahUtterances.final, true),
          eq(ahUtterances.speaker, 'customer'),
        ),
      )
      .orderBy(asc(ahUtterances.startMs)),
  ]);
  const firstLines = desks.length
    ? await db
        .select({ conversationId: ahUtterances.conversationId, text: ahUtterances.text, startMs: ahUtterances.startMs })
        .from(ahUtterances)
        .where(
          and(
            inArray(
              ahUtterances.conversationId,
              desks.map((d) => d.id),
            ),
            eq(ahUtterances.speaker, 'customer'),
            eq(ahUtterances.final, true),
          ),
        )
        .orderBy(asc(ahUtterances.startMs))
    : [];
  const firstOf = new Map<string, string>();
  for (const l of firstLines) if (!firstOf.has(l.conversationId)) firstOf.set(l.conversationId, l.text);
  const earlier = [
    ...calls.map((c) => ({
      kind: 'call' as const,
      id: c.id,
      at: c.startedAt.getTime(),
      durationSec: c.durationSec,
      resultClass: c.resultClass,
      intentionLevel: c.intentionLevel,
      skillGroup: null,
      summary: c.intents.join('、'),
    })),
    ...desks.map((d) => ({
      kind: 'desk' as const,
      id: d.id,
      at: d.startedAt.getTime(),
      durationSec: d.endedAt ? Math.round((d.endedAt.getTime() - d.startedAt.getTime()) / 1000) : 0,
      resultClass: null,
      intentionLevel: null,
      skillGroup: d.skillGroup,
      summary: firstOf.get(d.id) ?? '',
    })),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, EARLIER);
  return {
    customer: customer
      ? {
          id: customer.id,
          name: customer.name,
          phone: customer.phone,
          tags: customer.tags,
          attributes: attrs
            .map((a) => ({ name: a.name, value: attrText(customer.attrs[a.id] ?? null, a.type) }))
            .filter((a) => a.value !== ''),
        }
      : null,
    earlier,
    facts: fills.map(({ field, value, confirmed }) => ({ field, value, confirmed })),
    sentiment: lines.map((l) => {
      const score = sentimentScore(l.text);
      return { utteranceId: l.utteranceId, atMs: l.startMs, score, mood: moodOf(score) };
    }),
  };
}
