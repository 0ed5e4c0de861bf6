/**
 * What departments and designations share as lists (issue 12): one lifecycle (active, archived) and
 * one set of actions, each domain giving its form, its calls and what deleting one says.
 */
import { actionTable, type ActionRow, type ActionTable, type FormSpec } from '~/lib/actions/table';
import type { ApiBody } from '~/lib/types';

/**
 * The actions a department and a designation share (issue 12): add and edit in `form`, archive and
 * restore at once, delete after a confirmation titled `remove.title` saying `remove.text`.
 */
export function orgUnitActions<Row extends ActionRow, Ctx>(
  calls: { update: (id: string, body: { status: 'active' | 'archived' }) => Promise<ApiBody<unknown>>; remove: (id: string) => Promise<ApiBody<unknown>> },
  form: FormSpec<Row, Ctx>,
  remove: { title: string; text: (row: Row) => string },
): ActionTable<Row, Ctx> {
  return actionTable<Row, Ctx>({
    add: { form },
    edit: { form },
    archive: { call: (row) => calls.update(row.id, { status: 'archived' }) },
    restore: { call: (row) => calls.update(row.id, { status: 'active' }) },
    delete: { confirm: { ...remove, label: 'Delete', busyLabel: 'Deleting...', danger: true }, call: (row) => calls.remove(row.id) },
  });
}
