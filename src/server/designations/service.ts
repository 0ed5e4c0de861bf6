/**
 * The designations service (issue 12 §2): a thin factory over the use cases, each in its own file.
 * A designation held by employees is never deleted (409 naming how many): archive it instead. Every
 * write records its audit entry (`designation.create|update|delete`) in its transaction.
 */
import type { CreateDesignationInput, DesignationListQuery, UpdateDesignationInput } from '~/lib/designations/schemas';
import type { AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { keptPerVersion } from '~/server/db/data-version';
import { createDesignation } from '~/server/designations/create-designation';
import { findDesignation } from '~/server/designations/designation-context';
import { designationOptions, listDesignations } from '~/server/designations/list-designations';
import { removeDesignation } from '~/server/designations/remove-designation';
import { updateDesignation } from '~/server/designations/update-designation';

export { DESIGNATION_MESSAGES } from '~/server/designations/designation-context';

/** Builds the designations service over `db`; each method is documented on its use case. */
export function designationService({ db }: { db: Database }) {
  return {
    list: (query: DesignationListQuery) => listDesignations(db, query),
    // Every view of the employees list reads them for its filter (issue 28 §1).
    options: keptPerVersion(db, () => designationOptions(db)),
    get: (id: string) => findDesignation(db, id),
    create: (context: AuditContext, input: CreateDesignationInput) => createDesignation(db, context, input),
    update: (context: AuditContext, id: string, input: UpdateDesignationInput) => updateDesignation(db, context, id, input),
    remove: (context: AuditContext, id: string) => removeDesignation(db, context, id),
  };
}

export type DesignationService = ReturnType<typeof designationService>;
