/**
 * Routes of issue 12 §3 (base /employees): validate → service → DTO, bodies `{message, data}`.
 * Each guarded by its entry of lib/employees/rights.ts (`ou:view|add|edit|delete|update_password::employee`,
 * the import and export buttons' codes); the service adds the no-escalation rules
 * (src/server/access/manage.ts). Import and export (issue 12 §4–5) mount before `/:id`: the import takes a
 * multipart `file` of up to 5 MB (app.ts leaves this one route out of its 1 MB limit), the export
 * answers a stream as it is written.
 */
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fullName } from '~/lib/auth/full-name';
import {
  createEmployeeSchema,
  employeeBulkSchema,
  employeeExportQuerySchema,
  employeeExportSelectionSchema,
  employeeListQuerySchema,
  importQuerySchema,
  importTemplateQuerySchema,
  setEmployeePasswordSchema, updateEmployeeSchema,
} from '~/lib/employees/schemas';
import { exportFileName, IMPORT_MAX_BYTES, type ExportFormat } from '~/lib/employees/transfer';
import { EMPLOYEE_RIGHTS } from '~/lib/employees/rights';
import { auditContext } from '~/server/audit/context';
import { requireRight } from '~/server/http/rights';
import { requireAuth } from '~/server/http/auth';
import { bulkHandler } from '~/server/http/bulk';
import type { ExportQuery } from '~/server/employees/export-rows';
import { PAGE_SIZE_MAX } from '~/lib/schemas/limits';
import type { AppEnv } from '~/server/http/env';
import { body, validate, validQuery } from '~/server/http/validate';
import { readSpreadsheet, SPREADSHEET_MESSAGES } from '~/server/employees/spreadsheet';
import { importTemplate } from '~/server/employees/template';
import { badRequest } from '~/server/http/errors';

const may = (action: keyof typeof EMPLOYEE_RIGHTS) => requireRight(EMPLOYEE_RIGHTS[action]);

const nameOf = (e: { first_name: string; last_name: string; email: string }) => fullName({ ...e, name: '' });

/** The export of `query` in `format`, streamed as a download (issue 12 §5). */
async function exportFile(c: Context<AppEnv>, query: ExportQuery, format: ExportFormat): Promise<Response> {
  const now = new Date();
  const stream = await c.var.services.employeeExport.stream(query, format, now);
  const type = format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${exportFileName(format, now)}"`, 'cache-control': 'no-store' },
  });
}

export const employeeRoutes = new Hono<AppEnv>()
  .get('/', may('view'), async (c) => {
    const query = await validQuery(c, employeeListQuerySchema);
    const { data, meta } = await c.var.services.employees.list(query);
    return c.json({ message: 'Employees fetched successfully', data, meta });
  })
  .post('/', may('add'), async (c) => {
    const input = await body(c, createEmployeeSchema);
    const result = await c.var.services.employees.create(c.var.user.details, auditContext(c), input);
    return c.json(result, 201);
  })
  .get('/grantable-roles', may('view'), async (c) => {
    const data = await c.var.services.employees.grantableRoles(c.var.user.details);
    return c.json({ message: 'Roles fetched successfully', data });
  })
  .get('/import-template', may('import'), async (c) => {
    const { format } = await validQuery(c, importTemplateQuerySchema);
    const { body: bytes, type } = await importTemplate(format === 'xlsx' ? 'xlsx' : 'csv');
    return c.body(bytes, 200, { 'content-type': type, 'content-disposition': `attachment; filename="employees-import-template.${format || 'csv'}"` });
  })
  .post(
    '/import',
    may('import'),
    // Room for the multipart envelope around a file of IMPORT_MAX_BYTES; readSpreadsheet checks the file itself.
    bodyLimit({ maxSize: IMPORT_MAX_BYTES + 64 * 1024, onError: (c) => c.json({ message: SPREADSHEET_MESSAGES.tooLarge }, 400) }),
    async (c) => {
      const { dryRun } = await validQuery(c, importQuerySchema);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw badRequest(SPREADSHEET_MESSAGES.noFile);
      }
      const rows = await readSpreadsheet(form.file);
      const me = c.var.user.details;
      if (dryRun === '1' || dryRun === 'true') {
        const data = await c.var.services.employeeImport.check(me, rows);
        return c.json({ message: data.errors.length ? `${data.errors.length} error(s) to fix before importing.` : `${data.ready} rows are ready to import.`, data });
      }
      const { message, ...data } = await c.var.services.employeeImport.commit(me, auditContext(c), rows);
      return c.json({ message, data }, data.errors.length ? 400 : 201);
    },
  )
  .get('/export', async (c, next) => {
    // The format decides which button's permission the export needs.
    const format = c.req.query('format') === 'pdf' ? 'pdf' : 'xlsx';
    return may(format === 'pdf' ? 'exportPdf' : 'exportExcel')(c, next);
  }, async (c) => {
    const { format, ...query } = await validQuery(c, employeeExportQuerySchema);
    return exportFile(c, query, format as ExportFormat);
  })
  // Issue 29 §2: the file of a selection (ids in the body, too many for a URL), under the same permissions.
  .post('/export', requireAuth, async (c) => {
    const { format, ids } = await body(c, employeeExportSelectionSchema);
    await may(format === 'pdf' ? 'exportPdf' : 'exportExcel')(c, async () => {});
    return exportFile(c, { q: '', department: '', designation: '', role: '', status: '', sort: 'name', ids }, format as ExportFormat);
  })
  // Issue 29 §2: each row changed as its single route decides it (the manage rule too), a batch per transaction, under the same guard.
  .post(
    '/bulk',
    requireAuth,
    bulkHandler({
      schema: employeeBulkSchema,
      guard: (action) => may(action === 'resend' ? 'add' : 'edit'),
      page: async (c, filter, after) => c.var.services.employees.list(await validate(employeeListQuerySchema, { ...filter, pageSize: PAGE_SIZE_MAX, ...(after ? { after } : {}) })),
      batch: 100,
      run: (c, ids, { action }, audit) => c.var.services.employees.changeMany(c.var.user.details, audit, ids, action),
      noun: { one: 'employee', many: 'employees' },
      done: { disable: 'disabled', enable: 'enabled', resend: 'sent a new invitation' },
    }),
  )
  .get('/:id', may('view'), async (c) => {
    const data = await c.var.services.employees.get(c.req.param('id'));
    return c.json({ message: 'Employee fetched successfully', data });
  })
  .patch('/:id', may('edit'), async (c) => {
    const input = await body(c, updateEmployeeSchema);
    const data = await c.var.services.employees.update(c.var.user.details, auditContext(c), c.req.param('id'), input);
    const message =
      input.status === 'disabled' ? `${nameOf(data)} has been disabled.` : input.status === 'active' ? `${nameOf(data)} has been enabled.` : `${nameOf(data)} has been updated.`;
    return c.json({ message, data });
  })
  .delete('/:id', may('delete'), async (c) => {
    const data = await c.var.services.employees.remove(c.var.user.details, auditContext(c), c.req.param('id'));
    return c.json({ message: `${nameOf(data)} has been deleted.`, data });
  })
  .put('/:id/password', may('password'), async (c) => {
    const input = await body(c, setEmployeePasswordSchema);
    const data = await c.var.services.employees.setPassword(c.var.user.details, auditContext(c), c.req.param('id'), input);
    return c.json({ message: `The password of ${nameOf(data)} has been set; their sessions have ended.`, data });
  })
  .post('/:id/invitation', may('add'), async (c) => {
    const result = await c.var.services.employees.resendInvitation(c.var.user.details, auditContext(c), c.req.param('id'));
    return c.json(result);
  });
