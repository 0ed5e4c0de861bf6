/**
 * The departments service (issue 12 §1): a thin factory over the use cases, each in its own file.
 * A department that still has employees is never deleted (409 naming how many): archive it instead.
 * Every write records its audit entry (`department.create|update|delete`) in its transaction.
 */
import type { CreateDepartmentInput, DepartmentListQuery, UpdateDepartmentInput } from '~/lib/departments/schemas';
import type { AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { keptPerVersion } from '~/server/db/data-version';
import { createDepartment } from '~/server/departments/create-department';
import { findDepartment } from '~/server/departments/department-context';
import { departmentOptions, listDepartments } from '~/server/departments/list-departments';
import { removeDepartment } from '~/server/departments/remove-department';
import { updateDepartment } from '~/server/departments/update-department';

export { DEPARTMENT_MESSAGES } from '~/server/departments/department-context';

/** Builds the departments service over `db`; each method is documented on its use case. */
export function departmentService({ db }: { db: Database }) {
  return {
    list: (query: DepartmentListQuery) => listDepartments(db, query),
    // Every view of the employees list reads them for its filter (issue 28 §1).
    options: keptPerVersion(db, () => departmentOptions(db)),
    get: (id: string) => findDepartment(db, id),
    create: (context: AuditContext, input: CreateDepartmentInput) => createDepartment(db, context, input),
    update: (context: AuditContext, id: string, input: UpdateDepartmentInput) => updateDepartment(db, context, id, input),
    remove: (context: AuditContext, id: string) => removeDepartment(db, context, id),
  };
}

export type DepartmentService = ReturnType<typeof departmentService>;
