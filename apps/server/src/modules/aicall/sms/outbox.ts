import { renderSms, SMS_NAME_VARIABLE, SMS_PHONE_VARIABLE } from '@zhiyu/contract/modules/aicall/sms';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { customerAttributes, customers } from '../customer/table.ts';
import { smsOutbox, smsTemplates } from './table.ts';

/** Where a rendered message goes. The built-in adapter only records it; a gateway would send it. */
export interface SmsAdapter {
  send(m: { tenantId: string; appId: string; phone: string; content: string }): Promise<{ ok: boolean }>;
}

/** The built-in adapter: every message counts as sent and is kept in the outbox (短信发送记录). */
export const builtinSms: SmsAdapter = { send: async () => ({ ok: true }) };

let adapter: SmsAdapter = builtinSms;
/** Replaces the adapter (a real gateway; tests of a failing gateway). Returns the previous one. */
export function useSmsAdapter(next: SmsAdapter): SmsAdapter {
  const prev = adapter;
  adapter = next;
  return prev;
}

export interface SmsMessage {
  tenantId: string;
  appId: string;
  templateId: string;
  phone: string;
  /** Variable name → value; the phone is filled in when absent. Missing variables become ''. */
  vars: Record<string, string>;
  recordId?: string;
  taskId?: string;
}

/**
 * Renders the app's template with the variables and sends it through the adapter; the message is
 * written to the outbox either way. An unknown or disabled template, or an adapter refusal, is
 * `failed` (an unknown template leaves the content empty).
 */
export async function sendSms(db: Db, m: SmsMessage): Promise<{ status: 'sent' | 'failed'; content: string }> {
  const [tpl] = await db
    .select()
    .from(smsTemplates)
    .where(
      and(eq(smsTemplates.id, m.templateId), eq(smsTemplates.tenantId, m.tenantId), eq(smsTemplates.appId, m.appId)),
    )
    .limit(1);
  const content = tpl ? renderSms(tpl.content, { [SMS_PHONE_VARIABLE]: m.phone, ...m.vars }) : '';
  let status: 'sent' | 'failed' = 'failed';
  if (tpl && tpl.status === 1) {
    const r = await adapter.send({ tenantId: m.tenantId, appId: m.appId, phone: m.phone, content }).catch(() => ({
      ok: false,
    }));
    status = r.ok ? 'sent' : 'failed';
  }
  await db.insert(smsOutbox).values({
    id: newId(),
    tenantId: m.tenantId,
    appId: m.appId,
    templateId: tpl ? tpl.id : m.templateId,
    phone: m.phone,
    content,
    recordId: m.recordId ?? null,
    taskId: m.taskId ?? null,
    status,
  });
  return { status, content };
}

/** Dates as the tenant's users read them (the product's default time zone). */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });

/**
 * The variables of a customer, for `sendSms`: name, phone, and each attribute by its name (dates
 * as YYYY-MM-DD in Asia/Shanghai). An unknown customer gives no variables.
 */
export async function customerSmsVars(
  db: Db,
  s: { tenantId: string; appId: string },
  customerId: string,
): Promise<Record<string, string>> {
  const [c] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.tenantId, s.tenantId), eq(customers.appId, s.appId)))
    .limit(1);
  if (!c) return {};
  const attrs = await db
    .select({ id: customerAttributes.id, name: customerAttributes.name, type: customerAttributes.type })
    .from(customerAttributes)
    .where(and(eq(customerAttributes.tenantId, s.tenantId), eq(customerAttributes.appId, s.appId)));
  const vars: Record<string, string> = {};
  for (const a of attrs) {
    const v = c.attrs[a.id];
    if (v === null || v === undefined) continue;
    vars[a.name] = a.type === 'date' && typeof v === 'number' ? DAY.format(new Date(v)) : String(v);
  }
  vars[SMS_NAME_VARIABLE] = c.name;
  vars[SMS_PHONE_VARIABLE] = c.phone;
  return vars;
}
