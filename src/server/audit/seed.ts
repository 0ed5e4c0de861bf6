/**
 * A demo audit history (issue 11 §4): a few hundred entries over the last six weeks, written as the
 * demo accounts would have — sign-ins (and some failures), the demo instances created, started,
 * stopped and rebooted, the demo leads registered, edited, retried and deleted at the times their
 * activities say — so the audit-log page has many pages. Runs after the demo leads, on an empty database.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fullName } from '~/lib/auth/full-name';
import { auditLog, type AuditChanges } from '~/server/audit/schema';
import { users } from '~/server/auth/schema';
import { dataCenters } from '~/server/data-centers/schema';
import type { Database } from '~/server/db/client';
import { leads } from '~/server/leads/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 3_600_000;
const HISTORY_DAYS = 42;
const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
const NOTES = ['Asked for a two-week trial.', 'Call back on Monday.', 'Wants a yearly invoice.', 'Moved to the premium plan.'];

type Entry = Omit<typeof auditLog.$inferInsert, 'id'> & { at: Date };
interface Person {
  id: string;
  name: string;
  email: string;
}

/** A fixed sequence of numbers in [0, 1), so every demo database gets the same history. */
function randomSequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Writes the demo history in time order (the log's pages are in id order). The entries the lead seed
 * wrote as the system while registering the demo leads are replaced by the same changes told as the
 * demo accounts made them, inside the one transaction that may delete from the log.
 */
export async function seedDemoAuditLog(db: Database): Promise<void> {
  const random = randomSequence(11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const accounts = await db.select().from(users).orderBy(asc(users.createdAt));
  const people: Person[] = accounts.map((u) => ({
    id: u.id,
    email: u.email,
    name: fullName({ email: u.email, name: u.name ?? '', first_name: u.firstName ?? '', last_name: u.lastName ?? '' }),
  }));
  const byEmail = (email: string) => people.find((p) => p.email === email) ?? people[0]!;
  const admin = byEmail('superadmin@example.com');
  const operators = [admin, byEmail('inventory@example.com')];
  const entries: Entry[] = [];
  const add = (at: number, actor: Person | null, entry: Omit<Entry, 'at' | 'actorId' | 'actorName' | 'ip' | 'userAgent' | 'requestId'>) => {
    const seat = actor ? people.indexOf(actor) : 9;
    entries.push({
      ...entry,
      at: new Date(Math.min(at, now - 60_000)),
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? '',
      ip: `203.0.113.${10 + seat}`,
      userAgent: BROWSERS[seat % BROWSERS.length]!,
      requestId: `demo-${entries.length.toString(16).padStart(6, '0')}`,
    });
  };

  // Working days: each account signs in most mornings; a few sign-ins fail first.
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    const morning = now - day * DAY_MS + 8 * HOUR_MS;
    for (const person of people) {
      if (random() < 0.3) continue;
      const at = morning + random() * 2 * HOUR_MS;
      if (random() < 0.08) add(at - 60_000, null, { action: 'auth.login_failed', entityType: 'user', entityId: person.id, entityLabel: person.email });
      add(at, person, { action: 'auth.login', entityType: 'user', entityId: person.id, entityLabel: person.email });
      if (random() < 0.4) add(at + 7 * HOUR_MS, person, { action: 'auth.logout', entityType: 'user', entityId: person.id, entityLabel: person.email });
    }
  }

  const instances = await db.select().from(dataCenters).orderBy(asc(dataCenters.createdAt));
  for (const [i, dc] of instances.entries()) {
    const created = now - (HISTORY_DAYS + 2) * DAY_MS + i * HOUR_MS;
    add(created, admin, {
      action: 'instance.create',
      entityType: 'instance',
      entityId: dc.id,
      entityLabel: dc.name,
      changes: { region: [null, dc.region], bundleId: [null, dc.snapshot.bundleId], price: [null, dc.price], state: [null, 'pending'] },
    });
    // A few maintenance cycles each: stop then start (a new address), or a reboot.
    for (let n = 0; n < 4; n++) {
      const at = created + (3 + n * 9 + random() * 5) * DAY_MS;
      const actor = pick(operators);
      if (random() < 0.5) {
        add(at, actor, { action: 'instance.reboot', entityType: 'instance', entityId: dc.id, entityLabel: dc.name, changes: { state: ['running', 'rebooting'] } });
      } else {
        add(at, actor, { action: 'instance.stop', entityType: 'instance', entityId: dc.id, entityLabel: dc.name, changes: { state: ['running', 'stopping'] } });
        add(at + HOUR_MS / 2, actor, { action: 'instance.start', entityType: 'instance', entityId: dc.id, entityLabel: dc.name, changes: { state: ['stopped', 'pending'] } });
      }
    }
  }

  const demoLeads = await db.select().from(leads).orderBy(asc(leads.createdAt));
  for (const lead of demoLeads) {
    const actor = pick(operators);
    const created = lead.createdAt.getTime();
    const fields = { name: lead.name, email: lead.email, phone: lead.phone, company: lead.company, subdomain: lead.subdomain, dataCenterId: lead.dataCenterId, notes: lead.notes };
    const creation: AuditChanges = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null).map(([k, v]) => [k, [null, v]]));
    add(created, actor, { action: 'lead.create', entityType: 'lead', entityId: lead.id, entityLabel: lead.name, changes: creation });
    if (lead.status === 'failed' || (lead.status === 'deleted' && lead.lastError)) {
      add(created + 4 * HOUR_MS, actor, { action: 'lead.retry', entityType: 'lead', entityId: lead.id, entityLabel: lead.name, changes: { status: ['failed', 'failed'] } });
    }
    let notes = lead.notes;
    for (let n = 0; n < 3 && random() < 0.6; n++) {
      const next = pick(NOTES.filter((note) => note !== notes));
      const changes: AuditChanges = { notes: [notes, next] };
      if (random() < 0.3) changes.phone = [lead.phone, lead.phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10))];
      add(created + (1 + n) * 0.5 * DAY_MS + random() * HOUR_MS, pick(operators), { action: 'lead.update', entityType: 'lead', entityId: lead.id, entityLabel: lead.name, changes });
      notes = next;
    }
    if (lead.status === 'deleted') {
      add(lead.updatedAt.getTime(), actor, { action: 'lead.delete', entityType: 'lead', entityId: lead.id, entityLabel: lead.name, changes: { status: ['active', 'deleted'] } });
    }
  }

  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local owner_console.audit_prune = 'on'`);
    await tx.delete(auditLog).where(and(isNull(auditLog.actorId), eq(auditLog.requestId, '')));
    for (let i = 0; i < entries.length; i += 200) await tx.insert(auditLog).values(entries.slice(i, i + 200));
  });
}
