/**
 * The CSV of chosen customer users (issue 29 §2: the bulk bar's "Export selection"): the columns the
 * list shows (name, email, phone, customer, subdomain, role, status, last seen), in the list's name
 * order, read by keyset in batches and written as they are read: the stream reads the next batch
 * only when the client has taken the last one, so memory stays flat. No cell starts a formula
 * (csv-write.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { CUSTOMER_USER_ROLE_LABELS, CUSTOMER_USER_STATUS_DISPLAY } from '~/lib/customers/display';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';
import type { Database } from '~/server/db/client';
import { CSV_BOM, csvLine } from '~/server/spreadsheets/csv-write';

export const CUSTOMER_USER_EXPORT_HEADER = ['Name', 'Email', 'Phone', 'Customer', 'Subdomain', 'Role', 'Status', 'Last seen (UTC)'];

const BATCH = 1000;

/** `2026-11-27 14:05`, or Never, as the list says it. */
const seen = (at: Date | null) => (at ? at.toISOString().slice(0, 16).replace('T', ' ') : 'Never');

/** The file of customer users `ids` (any unknown id is left out), a header line first. */
export function customerUsersCsv(db: Database, ids: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chosen = sql`${customerUsers.id} = any(${sql.param([...ids])}::uuid[])`;
  let after: { name: string; id: string } | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(CUSTOMER_USER_EXPORT_HEADER)));
        return;
      }
      const rows = await db
        .select({ u: customerUsers, businessName: customers.businessName, subdomain: customers.subdomain })
        .from(customerUsers)
        .innerJoin(customers, eq(customers.id, customerUsers.customerId))
        .where(and(chosen, after ? sql`(${customerUsers.name}, ${customerUsers.id}) > (${after.name}, ${after.id}::uuid)` : undefined))
        .orderBy(customerUsers.name, customerUsers.id)
        .limit(BATCH);
      const lines = rows.map(({ u, businessName, subdomain }) =>
        csvLine([u.name, u.email, u.phone, businessName, subdomain, CUSTOMER_USER_ROLE_LABELS[u.role], CUSTOMER_USER_STATUS_DISPLAY[u.status].label, seen(u.lastSeenAt)]),
      );
      if (lines.length) controller.enqueue(encoder.encode(lines.join('')));
      const last = rows.at(-1)?.u;
      if (!last || rows.length < BATCH) controller.close();
      else after = { name: last.name, id: last.id };
    },
  });
}
