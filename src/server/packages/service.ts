/**
 * Hosting packages (issue 13 §2): list, read, create, update (archive is PATCH status), delete and
 * duplicate, with the allowed upgrades between packages. Prices are integer minor units. Every write
 * is audited in its transaction; a refused request changes nothing. Returns DTOs only.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CURRENCY, type Package, type PackageLimits } from '~/lib/packages/model';
import type { CreatePackageInput, PackageListQuery, UpdatePackageInput } from '~/lib/packages/schemas';
import { CODE_MAX } from '~/lib/packages/model';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { AuditChanges } from '~/server/audit/schema';
import { businessCategories } from '~/server/business-categories/schema';
import type { Database, Tx } from '~/server/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '~/server/db/errors';
import { badRequest, conflict, notFound } from '~/server/http/errors';
import { likePattern } from '~/server/db/like';
import { packages, packageUpgrades } from '~/server/packages/schema';

type Row = typeof packages.$inferSelect;
type Executor = Pick<Database, 'select'>;

export const PACKAGE_MESSAGES = {
  notFound: 'Package not found',
  nameTaken: 'A package with this name already exists.',
  codeTaken: 'A package with this code already exists.',
  categoryNotFound: 'Business category not found',
  upgradeUnknown: 'Allowed upgrades must be existing packages',
  upgradeSelf: 'A package cannot be an upgrade of itself',
} as const;

/** The fields the audit log compares (the DTO's, less the computed subscriber count). */
const AUDITED = [
  'name', 'code', 'categoryId', 'description', 'monthlyPrice', 'yearlyPrice', 'setupFee', 'currency',
  'trialDays', 'limits', 'features', 'status', 'resellerVisible', 'allowedUpgradeIds',
] as const;

/**
 * How many subscribers each package has (the customers service counts them; none by default),
 * read through `executor` so that a count inside a write's transaction sees it (and does not wait on it).
 */
export type SubscriberCounter = (ids: readonly string[], executor: Executor) => Promise<Map<string, number>>;

const noSubscribers: SubscriberCounter = async () => new Map();

export interface PackageDeps {
  db: Database;
  subscribers?: SubscriberCounter;
}

function limitsOf(row: Row): PackageLimits {
  return {
    users: row.limitUsers,
    storageGb: row.limitStorageGb,
    transferGb: row.limitTransferGb,
    customDomains: row.limitCustomDomains,
    emailAccounts: row.limitEmailAccounts,
  };
}

function limitColumns(limits: Partial<PackageLimits>) {
  return {
    limitUsers: limits.users ?? null,
    limitStorageGb: limits.storageGb ?? null,
    limitTransferGb: limits.transferGb ?? null,
    limitCustomDomains: limits.customDomains ?? null,
    limitEmailAccounts: limits.emailAccounts ?? null,
  };
}

/** Row values from a validated body, leaving out what the body leaves out. */
function columnsOf(input: UpdatePackageInput) {
  const { limits, allowedUpgradeIds: _upgrades, ...rest } = input;
  return { ...rest, ...(limits ? limitColumns(limits as Partial<PackageLimits>) : {}) };
}

/** Builds the packages service. */
export function packageService({ db, subscribers = noSubscribers }: PackageDeps) {
  async function upgradesOf(executor: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await executor
      .select({ from: packageUpgrades.packageId, to: packageUpgrades.targetId })
      .from(packageUpgrades)
      .innerJoin(packages, eq(packages.id, packageUpgrades.targetId))
      .where(inArray(packageUpgrades.packageId, [...ids]))
      .orderBy(asc(packages.name));
    for (const r of rows) map.get(r.from)?.push(r.to);
    return map;
  }

  async function toDtos(executor: Executor, rows: Row[]): Promise<Package[]> {
    const ids = rows.map((r) => r.id);
    const [upgrades, subs] = await Promise.all([upgradesOf(executor, ids), subscribers(ids, executor)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      categoryId: row.categoryId,
      description: row.description,
      monthlyPrice: row.monthlyPrice,
      yearlyPrice: row.yearlyPrice,
      setupFee: row.setupFee,
      currency: row.currency,
      trialDays: row.trialDays,
      limits: limitsOf(row),
      features: row.features,
      status: row.status,
      resellerVisible: row.resellerVisible,
      allowedUpgradeIds: upgrades.get(row.id) ?? [],
      subscriberCount: subs.get(row.id) ?? 0,
    }));
  }

  async function findRow(executor: Executor, id: string): Promise<Row> {
    const [row] = await executor.select().from(packages).where(eq(packages.id, id));
    if (!row) throw notFound(PACKAGE_MESSAGES.notFound);
    return row;
  }

  const one = async (executor: Executor, id: string) => (await toDtos(executor, [await findRow(executor, id)]))[0]!;

  /** 409 for a name (any case) or code another package holds; 400 for an unknown category or upgrade. */
  async function check(input: UpdatePackageInput, selfId?: string): Promise<void> {
    const others = selfId ? ne(packages.id, selfId) : undefined;
    if (input.name !== undefined) {
      const [hit] = await db.select({ id: packages.id }).from(packages).where(and(sql`lower(${packages.name}) = lower(${input.name})`, others));
      if (hit) throw conflict(PACKAGE_MESSAGES.nameTaken);
    }
    if (input.code !== undefined) {
      const [hit] = await db.select({ id: packages.id }).from(packages).where(and(eq(packages.code, input.code), others));
      if (hit) throw conflict(PACKAGE_MESSAGES.codeTaken);
    }
    if (input.categoryId) {
      const [hit] = await db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, input.categoryId));
      if (!hit) throw badRequest(PACKAGE_MESSAGES.categoryNotFound, { categoryId: PACKAGE_MESSAGES.categoryNotFound });
    }
    const upgrades = input.allowedUpgradeIds ?? [];
    if (selfId && upgrades.includes(selfId)) {
      throw badRequest(PACKAGE_MESSAGES.upgradeSelf, { allowedUpgradeIds: PACKAGE_MESSAGES.upgradeSelf });
    }
    if (upgrades.length) {
      const found = await db.select({ id: packages.id }).from(packages).where(inArray(packages.id, [...new Set(upgrades)]));
      if (found.length !== new Set(upgrades).size) {
        throw badRequest(PACKAGE_MESSAGES.upgradeUnknown, { allowedUpgradeIds: PACKAGE_MESSAGES.upgradeUnknown });
      }
    }
  }

  const uniqueAsConflict = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict('A package with this name or code already exists.');
    throw error;
  };


  async function setUpgrades(tx: Tx, id: string, targets: readonly string[]): Promise<void> {
    await tx.delete(packageUpgrades).where(eq(packageUpgrades.packageId, id));
    const unique = [...new Set(targets)];
    if (unique.length) await tx.insert(packageUpgrades).values(unique.map((targetId) => ({ packageId: id, targetId })));
  }

  /** Inserts a package with its upgrades and audit entry, in one transaction. */
  async function insert(values: CreatePackageInput, ctx: AuditContext, action: string, extra: AuditChanges = {}) {
    return db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(packages)
          .values({ ...columnsOf(values), name: values.name, code: values.code, currency: DEFAULT_CURRENCY })
          .returning();
        await setUpgrades(tx, row!.id, values.allowedUpgradeIds);
        const [created] = await toDtos(tx, [row!]);
        await recordAudit(tx, ctx, {
          action,
          entityType: 'package',
          entityId: row!.id,
          entityLabel: row!.name,
          changes: { ...diffChanges(null, created as unknown as Record<string, unknown>, AUDITED), ...extra },
        });
        return created!;
      })
      .catch(uniqueAsConflict);
  }

  /** The first free value of `candidate(n)` for n = 1, 2, … in `column` (case-insensitive for names). */
  async function firstFree(candidate: (n: number) => string, taken: (value: string) => SQL): Promise<string> {
    for (let n = 1; ; n++) {
      const value = candidate(n);
      const [hit] = await db.select({ id: packages.id }).from(packages).where(taken(value));
      if (!hit) return value;
    }
  }

  return {
    /** One page filtered by q (name, code), category and status; sorted by name or monthly price. */
    async list(query: PackageListQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        where.push(or(ilike(packages.name, pattern), ilike(packages.code, pattern))!);
      }
      if (query.category) where.push(eq(packages.categoryId, query.category));
      if (query.status) where.push(eq(packages.status, query.status));
      const filter = where.length ? and(...where) : undefined;
      const by = query.sort.endsWith('price') ? packages.monthlyPrice : packages.name;
      const order = query.sort.startsWith('-') ? desc(by) : asc(by);
      const [rows, [total]] = await Promise.all([
        db.select().from(packages).where(filter).orderBy(order, asc(packages.name), asc(packages.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(packages).where(filter),
      ]);
      return { data: await toDtos(db, rows), meta: { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 } };
    },

    /** Every package, short, by name: for the allowed-upgrades picker and the resellers' package lists. */
    async options(): Promise<{ id: string; name: string; code: string; status: Package['status'] }[]> {
      return db.select({ id: packages.id, name: packages.name, code: packages.code, status: packages.status }).from(packages).orderBy(asc(packages.name));
    },

    /** @throws HttpError 404 */
    get: (id: string) => one(db, id),

    /** @throws HttpError 409 (name/code taken), 400 (unknown category or upgrade) */
    async create(input: CreatePackageInput, ctx: AuditContext): Promise<Package> {
      await check(input);
      return insert(input, ctx, 'package.create');
    },

    /** Changes the given fields; archive is `{status: 'archived'}`. @throws HttpError 404, 409, 400 */
    async update(id: string, input: UpdatePackageInput, ctx: AuditContext): Promise<Package> {
      const before = await one(db, id);
      await check(input, id);
      return db
        .transaction(async (tx) => {
          const values = columnsOf(input);
          if (Object.keys(values).length) {
            await tx.update(packages).set({ ...values, updatedAt: new Date() }).where(eq(packages.id, id));
          }
          if (input.allowedUpgradeIds) await setUpgrades(tx, id, input.allowedUpgradeIds);
          const after = await one(tx, id);
          const changes = diffChanges(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>, AUDITED);
          if (Object.keys(changes).length) {
            await recordAudit(tx, ctx, { action: 'package.update', entityType: 'package', entityId: id, entityLabel: after.name, changes });
          }
          return after;
        })
        .catch(uniqueAsConflict);
    },

    /** @throws HttpError 404; 409 while it has subscribers (archive it instead) */
    async remove(id: string, ctx: AuditContext): Promise<Package> {
      const pkg = await one(db, id);
      if (pkg.subscriberCount > 0) {
        throw conflict(`The package ${pkg.name} has ${pkg.subscriberCount} subscriber${pkg.subscriberCount === 1 ? '' : 's'}. Archive it instead.`);
      }
      await db
        .transaction(async (tx) => {
          // Upgrades from and to it go with it (ON DELETE CASCADE).
          await tx.delete(packages).where(eq(packages.id, id));
          await recordAudit(tx, ctx, {
            action: 'package.delete',
            entityType: 'package',
            entityId: id,
            entityLabel: pkg.name,
            changes: diffChanges(pkg as unknown as Record<string, unknown>, null, AUDITED),
          });
        })
        .catch((error: unknown) => {
          // Customers' package history and upgrade requests keep it (RESTRICT): it stays, archived.
          if (isForeignKeyViolation(error)) throw conflict(`The package ${pkg.name} is in customers' package history or upgrade requests. Archive it instead.`);
          throw error;
        });
      return pkg;
    },

    /**
     * A draft copy named 'Copy of {name}' with a new code ({CODE}-COPY, -COPY-2, …) and the same
     * category, prices, limits, features, visibility and allowed upgrades. @throws HttpError 404
     */
    async duplicate(id: string, ctx: AuditContext): Promise<Package> {
      const source = await one(db, id);
      const name = await firstFree(
        (n) => (n === 1 ? `Copy of ${source.name}` : `Copy of ${source.name} (${n})`).slice(0, 120),
        (value) => sql`lower(${packages.name}) = lower(${value})`,
      );
      const code = await firstFree((n) => {
        const suffix = n === 1 ? '-COPY' : `-COPY-${n}`;
        return `${source.code.slice(0, CODE_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
      }, (value) => eq(packages.code, value));
      const { id: _id, subscriberCount: _subs, currency: _currency, ...copy } = source;
      return insert({ ...copy, name, code, status: 'draft' }, ctx, 'package.duplicate', { duplicatedFrom: [null, source.id] });
    },
  };
}

export type PackageService = ReturnType<typeof packageService>;
