/**
 * Importing employees from a spreadsheet (issue 12 §4). `check` is the dry run (import-check.ts:
 * every row's errors by spreadsheet row and column). `commit` checks again inside one transaction and
 * imports every row or none (import-insert.ts: one `employee.create` and invitation per employee plus
 * one `employee.import` with the count); invitations leave after the commit.
 */
import type { ImportPreview, ImportRowError } from '~/lib/employees/transfer';
import type { UserDetails } from '~/lib/types';
import type { AuditContext } from '~/server/audit/record';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { checkRows, IMPORT_MESSAGES, type Checked } from '~/server/employees/import-check';
import { insertAll } from '~/server/employees/import-insert';
import { EMPLOYEE_MESSAGES } from '~/server/employees/employee-context';
import type { SheetRow } from '~/server/employees/spreadsheet';
import { conflict } from '~/server/http/errors';
import type { InvitationDelivery, InvitationService } from '~/server/invitations/service';



export interface ImportDeps {
  db: Database;
  invitations: InvitationService;
}

/** Builds the import over `db`, sending invitations with `invitations`. */
export function employeeImport({ db, invitations }: ImportDeps) {
  return {
    /** The dry run: how many rows are ready and every row's errors; writes nothing. */
    async check(me: UserDetails, rows: SheetRow[]): Promise<ImportPreview> {
      const { ready, errors } = await checkRows(db, me, rows);
      return { ready: ready.length, errors };
    },

    /**
     * Imports every row in one transaction, or none when any row has an error (then `errors` says why).
     * @throws 409 when an email was taken by someone else meanwhile
     */
    async commit(me: UserDetails, context: AuditContext, rows: SheetRow[]): Promise<{ imported: number; ready: number; errors: ImportRowError[]; message: string }> {
      let result: Checked;
      let deliveries: InvitationDelivery[] = [];
      try {
        result = await db.transaction(async (tx) => {
          const checked = await checkRows(tx, me, rows);
          if (checked.errors.length === 0) deliveries = await insertAll(tx, invitations, context, checked.ready);
          return checked;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMPLOYEE_MESSAGES.emailTaken);
        throw error;
      }
      if (result.errors.length) return { imported: 0, ready: result.ready.length, errors: result.errors, message: IMPORT_MESSAGES.refused(result.errors.length) };
      const failed = await invitations.deliverMany(deliveries);
      const imported = result.ready.length;
      return { imported, ready: imported, errors: [], message: failed ? IMPORT_MESSAGES.mailFailed(imported, failed) : IMPORT_MESSAGES.imported(imported) };
    },
  };
}

export type EmployeeImport = ReturnType<typeof employeeImport>;
