import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Department } from '~/lib/departments/model';
import type { Employee } from '~/lib/employees/model';
import { IMPORT_MAX_ROWS } from '~/lib/employees/transfer';
import { auditLog } from '~/server/audit/schema';
import { roles, users } from '~/server/auth/schema';
import { SPREADSHEET_MESSAGES } from '~/server/employees/spreadsheet';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';
import { paddedXlsx } from '~/server/testing/zip-bombs';
import { CSV_MESSAGES } from '~/server/spreadsheets/csv-rows';
import { ZIP_MESSAGES } from '~/server/spreadsheets/zip-guard';

let t: TestBackend;
let admin: string;
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
});
afterEach(() => t.close());
afterAll(closeTemplate);

const HEADER = 'First Name,last_name,EMAIL,contact,Department,designation,Role';
const row = (i: number, extra: Partial<Record<'role' | 'department' | 'designation' | 'email', string>> = {}) =>
  [`Ima${i}`, 'Porter', extra.email ?? `ima.porter${i}@example.com`, `+92300555${String(i).padStart(4, '0')}`, extra.department ?? 'Human Resources', extra.designation ?? 'HR Officer', extra.role ?? 'viewer'].join(',');

async function upload(content: string | Uint8Array<ArrayBuffer>, name: string, { dryRun = false, token = admin } = {}) {
  const form = new FormData();
  form.append('file', new File([content], name));
  const response = await t.app.request(`/api/v1/employees/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }, { clientAddress: '203.0.113.7' });
  return { status: response.status, body: (await response.json()) as { message: string; data?: any } };
}

/** The rows of a raw query. */
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const countEmployees = async () => (await call(t.app, 'GET', '/employees', undefined, { token: admin })).body.meta.total as number;

async function download(path: string, token = admin) {
  const response = await t.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } }, { clientAddress: '203.0.113.7' });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The text a PDFKit file shows: its (deflated) content streams' hex strings, decoded. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const source = pdf.toString('binary');
  // Each stream read by its /Length: compressed bytes may end in '\r', which a search for
  // '\r\nendstream' would cut off, losing that page's text.
  for (const match of source.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(source.slice(start, start + Number(match[1])), 'binary')).toString('binary');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      out.push([...tj[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return out.join('\n');
}

describe('POST /employees/import', () => {
  it('a dry run reports each bad row by row and column, and writes nothing; the commit of that file imports nothing', async () => {
    const before = await countEmployees();
    const csv = [
      HEADER,
      row(1),
      row(2, { email: 'not-an-email' }),
      row(3, { email: 'ima.porter1@example.com' }),
      row(4, { email: 'hr@example.com' }),
      row(5, { department: 'Nowhere' }),
      row(6, { designation: 'Software Engineer' }),
      row(7, { role: 'no_such_role' }),
    ].join('\n');
    const dry = await upload(csv, 'people.csv', { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data.ready).toBe(1);
    const byRow = Object.fromEntries(dry.body.data.errors.map((e: { row: number; field: string }) => [e.row, e.field]));
    expect(byRow).toEqual({ 3: 'email', 4: 'email', 5: 'email', 6: 'department', 7: 'designation', 8: 'role' });
    expect(dry.body.data.errors.find((e: { row: number }) => e.row === 4).message).toBe('This email is already in row 2 of the file.');
    expect(await countEmployees()).toBe(before);

    const commit = await upload(csv, 'people.csv');
    expect(commit.status).toBe(400);
    expect(commit.body.data.errors).toHaveLength(6);
    expect(await countEmployees()).toBe(before);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.import'))).toHaveLength(0);
  });

  it('a clean file (xlsx, columns in any order) imports every row in one go, invites each and records the import', async () => {
    const before = await countEmployees();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['Role', 'designation', 'department', 'contact', 'email', 'last name', 'first_name']);
    for (let i = 1; i <= 3; i++) sheet.addRow(row(i).split(',').reverse());
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect((await upload(xlsx, 'people.xlsx', { dryRun: true })).body.data).toEqual({ ready: 3, errors: [] });
    const done = await upload(xlsx, 'people.xlsx');
    expect(done.status).toBe(201);
    expect(done.body.data.imported).toBe(3);
    expect(await countEmployees()).toBe(before + 3);
    const [imported] = await t.database.db.select().from(users).where(eq(users.email, 'ima.porter2@example.com'));
    expect(imported).toMatchObject({ status: 'invited', firstName: 'Ima2', employeeCode: expect.stringMatching(/^EMP-\d{5}$/) });
    for (let i = 1; i <= 3; i++) expect(t.outbox.some((m) => m.to === `ima.porter${i}@example.com`)).toBe(true);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.create'))).toHaveLength(3);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.import'));
    expect(entry?.changes).toEqual({ rows: [null, 3] });
  });

  describe('past the first batch of rows (issue 28 §2)', () => {
    const ROWS = 1200;
    const bulk = (bad: Record<number, Parameters<typeof row>[1]> = {}) => [HEADER, ...Array.from({ length: ROWS }, (_, i) => row(i, bad[i]))].join('\n');
    const invitationTokens = async () => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from password_reset_tokens where kind = 'invitation'`))[0]!.n;
    const entries = async (action: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

    it('reports errors of late rows by their row numbers, and its commit imports nothing', async () => {
      const before = { employees: await countEmployees(), tokens: await invitationTokens(), creates: await entries('employee.create') };
      // Data row i is spreadsheet row i + 2.
      const csv = bulk({ 0: { email: 'not-an-email' }, 700: { department: 'Nowhere' }, 1199: { email: 'ima.porter5@example.com' } });
      const expected = [
        { row: 2, field: 'email' },
        { row: 702, field: 'department' },
        { row: 1201, field: 'email' },
      ];
      const dry = await upload(csv, 'people.csv', { dryRun: true });
      expect(dry.body.data.ready).toBe(ROWS - 3);
      expect(dry.body.data.errors.map((e: { row: number; field: string }) => ({ row: e.row, field: e.field }))).toEqual(expected);
      expect(dry.body.data.errors[2].message).toBe('This email is already in row 7 of the file.');
      const commit = await upload(csv, 'people.csv');
      expect(commit.status).toBe(400);
      expect(commit.body.data.errors.map((e: { row: number; field: string }) => ({ row: e.row, field: e.field }))).toEqual(expected);
      expect({ employees: await countEmployees(), tokens: await invitationTokens(), creates: await entries('employee.create') }).toEqual(before);
      expect(t.outbox).toHaveLength(0);
    });

    it('imports nothing when the database refuses a row of a later batch', async () => {
      const before = { employees: await countEmployees(), tokens: await invitationTokens(), creates: await entries('employee.create'), sends: await entries('invitation.send') };
      // As if someone took this address between the check and the insert.
      await t.database.db.execute(sql`create function refuse_late_row() returns trigger language plpgsql as $$
        begin
          if new.email = 'ima.porter1100@example.com' then raise unique_violation using message = 'taken meanwhile'; end if;
          return new;
        end $$`);
      await t.database.db.execute(sql`create trigger refuse_late_row before insert on users for each row execute function refuse_late_row()`);
      const commit = await upload(bulk(), 'people.csv');
      expect(commit).toMatchObject({ status: 409, body: { message: 'This email is already used by another account.' } });
      expect({ employees: await countEmployees(), tokens: await invitationTokens(), creates: await entries('employee.create'), sends: await entries('invitation.send') }).toEqual(before);
      expect(t.outbox).toHaveLength(0);
    });

    it('invites every employee of a clean file: one open link, one create and one send entry each, then one mail each', async () => {
      const before = { employees: await countEmployees(), tokens: await invitationTokens() };
      const done = await upload(bulk(), 'people.csv');
      expect(done).toMatchObject({ status: 201, body: { message: `${ROWS} employees imported; their invitations are sent.`, data: { imported: ROWS } } });
      expect(await countEmployees()).toBe(before.employees + ROWS);
      const imported = await t.database.db.select().from(users).where(sql`${users.email} like 'ima.porter%@example.com'`);
      expect(imported).toHaveLength(ROWS);
      expect(imported.every((u) => u.status === 'invited' && u.invitedAt !== null && /^EMP-\d{5}$/.test(u.employeeCode ?? ''))).toBe(true);
      expect(new Set(imported.map((u) => u.employeeCode)).size).toBe(ROWS);
      const links = await rowsOf(sql`select count(*)::int as n, count(distinct user_id)::int as users from password_reset_tokens t join users u on u.id = t.user_id
        where t.kind = 'invitation' and t.used_at is null and t.expires_at > now() + interval '6 days' and u.email like 'ima.porter%@example.com'`);
      expect(links[0]).toEqual({ n: ROWS, users: ROWS });
      const audited = await rowsOf(sql`select action, count(distinct entity_id)::int as n from audit_log where action in ('employee.create', 'invitation.send') and request_id <> '' group by action order by action`);
      expect(audited).toEqual([
        { action: 'employee.create', n: ROWS },
        { action: 'invitation.send', n: ROWS },
      ]);
      const [created] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.create'), eq(auditLog.entityLabel, 'Ima1199 Porter')));
      expect(created?.changes).toMatchObject({ first_name: [null, 'Ima1199'], email: [null, 'ima.porter1199@example.com'], status: [null, 'invited'] });
      expect(t.outbox).toHaveLength(ROWS);
      expect(new Set(t.outbox.map((m) => m.link)).size).toBe(ROWS);
      expect(new Set(t.outbox.map((m) => m.to))).toEqual(new Set(imported.map((u) => u.email)));
    });
  });

  it('refuses roles the HR manager may not grant (no escalation), row by row', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const csv = [HEADER, row(1, { role: 'super_admin' }), row(2, { role: 'inventory_manager' }), row(3, { role: 'hr_manager' })].join('\n');
    const dry = await upload(csv, 'people.csv', { dryRun: true, token: hr });
    expect(dry.body.data.ready).toBe(1);
    // Roles and permissions by their labels, never by code (issue 26 defect 4).
    expect(dry.body.data.errors).toEqual([
      { row: 2, field: 'role', message: 'The Super Admin role cannot be given to an employee; add a super admin instead.' },
      {
        row: 3,
        field: 'role',
        message: expect.stringMatching(/^You cannot give the role Inventory Manager: it holds \d+ permissions you do not have, among them Open Owner Inventory, Open [a-z ]+, and Open [a-z ]+\.$/),
      },
    ]);
    const before = await countEmployees();
    expect((await upload(csv, 'people.csv', { token: hr })).status).toBe(400);
    expect(await countEmployees()).toBe(before);
  });

  it('takes a role by its code or by its name as the console shows it, case, spacing and hyphens ignored', async () => {
    const names = ['hr_manager', 'HR Manager', 'HR  MANAGER', ' inventory Manager ', 'Viewer', 'hr-manager', 'Night Manager'];
    const csv = [HEADER, ...names.map((role, i) => row(i + 1, { role }))].join('\n');
    const dry = await upload(csv, 'people.csv', { dryRun: true });
    expect(dry.body.data.ready).toBe(6);
    expect(dry.body.data.errors).toEqual([{ row: 8, field: 'role', message: 'No role is named "Night Manager".' }]);
    const done = await upload([HEADER, row(1, { role: 'HR Manager' })].join('\n'), 'people.csv');
    expect(done.status).toBe(201);
    const [imported] = await t.database.db.select().from(users).where(eq(users.email, 'ima.porter1@example.com'));
    const [hrRole] = await t.database.db.select().from(roles).where(eq(roles.name, 'hr_manager'));
    expect(imported?.roleId).toBe(hrRole?.id);
  });

  it('answers 400 with a clear message for bad files, never a 500', async () => {
    expect((await upload('just some notes', 'notes.txt')).body.message).toBe(SPREADSHEET_MESSAGES.notSpreadsheet);
    expect((await upload('just some notes', 'fake.xlsx')).body.message).toBe(SPREADSHEET_MESSAGES.notSpreadsheet);
    const noHeader = await upload(`${row(1)}\n${row(2)}`, 'people.csv');
    expect(noHeader).toMatchObject({ status: 400, body: { message: SPREADSHEET_MESSAGES.noHeader } });
    expect((await upload('first_name,email\nA,b@example.com', 'people.csv')).body.message).toBe(
      'The header row lacks the columns last_name, contact, department, designation, role.',
    );
    const many = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => row(i))].join('\n');
    expect(await upload(many, 'people.csv', { dryRun: true })).toMatchObject({ status: 400, body: { message: SPREADSHEET_MESSAGES.tooManyRows } });
    const large = await upload(`${HEADER}\n${'x'.repeat(6 * 1024 * 1024)}`, 'people.csv', { dryRun: true });
    expect(large).toMatchObject({ status: 400, body: { message: SPREADSHEET_MESSAGES.tooLarge } });
    const none = await t.app.request('/api/v1/employees/import', { method: 'POST', headers: { authorization: `Bearer ${admin}` } }, { clientAddress: '203.0.113.7' });
    expect(none.status).toBe(400);
  });

  it('imports an honest 5,000-row workbook, dry run and commit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow(HEADER.split(','));
    for (let i = 0; i < 5000; i++) sheet.addRow(row(i).split(','));
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const before = await countEmployees();
    expect((await upload(xlsx, 'people.xlsx', { dryRun: true })).body.data).toEqual({ ready: 5000, errors: [] });
    const done = await upload(xlsx, 'people.xlsx');
    expect(done).toMatchObject({ status: 201, body: { data: { imported: 5000 } } });
    expect(await countEmployees()).toBe(before + 5000);
  }, 300_000);

  it('refuses a zip bomb, its 1 MB variant and a directory that lies with a 400 within a second, the heap within 100 MB (issue 27 §1)', async () => {
    const MB = 1024 * 1024;
    const bombs: [string, Buffer, string][] = [
      ['4,000 MB of spaces in 4 MB', paddedXlsx(4000), ZIP_MESSAGES.tooLarge(50)],
      ['1,000 MB of spaces in 1 MB', paddedXlsx(1000), ZIP_MESSAGES.tooLarge(50)],
      ['1,000 MB declared as 1 kB', paddedXlsx(1000, { declaredBytes: 1024 }), ZIP_MESSAGES.damaged],
    ];
    for (const [label, bytes, message] of bombs) {
      const before = process.memoryUsage().heapUsed;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
      const started = performance.now();
      const answer = await upload(new Uint8Array(bytes), 'people.xlsx', { dryRun: true });
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      expect({ label, ...answer }).toEqual({ label, status: 400, body: { message } });
      expect({ label, ms: ms < 1000 }).toEqual({ label, ms: true });
      expect({ label, heapMb: (peak - before) / MB < 100 }).toEqual({ label, heapMb: true });
    }
  });

  it('refuses hostile CSV files with a 400 and carries on: 5 MB of blank lines, a row of 5 MB of commas', async () => {
    expect(await upload(`${HEADER}\n${'\n'.repeat(5 * 1024 * 1024 - 100)}`, 'people.csv', { dryRun: true })).toMatchObject({
      status: 400,
      body: { message: SPREADSHEET_MESSAGES.tooManyRows },
    });
    expect(await upload(`${HEADER}\n${','.repeat(5 * 1024 * 1024 - 100)}`, 'people.csv', { dryRun: true })).toMatchObject({
      status: 400,
      body: { message: CSV_MESSAGES.tooManyColumns },
    });
    expect((await upload(`${HEADER}\n${row(1)}`, 'people.csv', { dryRun: true })).body.data).toEqual({ ready: 1, errors: [] });
  });

  it('offers the template as csv and xlsx with the import columns', async () => {
    const csv = await download('/employees/import-template?format=csv');
    expect(csv.bytes.toString().split('\n')[0]).toBe('first_name,last_name,email,contact,department,designation,role');
    const xlsx = await download('/employees/import-template?format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'first_name', 'last_name', 'email', 'contact', 'department', 'designation', 'role']);
  });
});

describe('GET /employees/export', () => {
  it('exports exactly the filtered list, in its order, as xlsx', async () => {
    const hrDept: Department = (await call(t.app, 'GET', '/departments?q=human', undefined, { token: admin })).body.data[0];
    const list = await call(t.app, 'GET', `/employees?department=${hrDept.id}&sort=-email&pageSize=100`, undefined, { token: admin });
    const res = await download(`/employees/export?format=xlsx&department=${hrDept.id}&sort=-email`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Email');
    const emails: string[] = [];
    sheet.eachRow((r, n) => n > 1 && emails.push(String(r.getCell(4).value)));
    expect(emails).toEqual(list.body.data.map((e: Employee) => e.email));
    expect(emails.length).toBeGreaterThan(1);
  });

  it('exports every matching row past the first batch, and a PDF with a page per ~35 rows and the names in it', async () => {
    const csv = [HEADER, ...Array.from({ length: 1100 }, (_, i) => row(i))].join('\n');
    expect((await upload(csv, 'people.csv')).status).toBe(201);
    const xlsx = await download('/employees/export?format=xlsx&q=porter&sort=name');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const codes = new Set<string>();
    workbook.worksheets[0]!.eachRow((r, n) => n > 1 && codes.add(String(r.getCell(1).value)));
    expect(codes.size).toBe(1100);

    const hina = await download('/employees/export?format=pdf&q=hina');
    expect(hina.headers.get('content-type')).toBe('application/pdf');
    expect(hina.bytes.toString('binary').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(hina.bytes);
    expect(text).toContain('hr@example.com');
    expect(text).toContain('Filters: search "hina"');
    const big = await download('/employees/export?format=pdf&q=porter');
    const pages = big.bytes.toString('binary').match(/\/Type \/Page\b/g)!.length;
    expect(pages).toBeGreaterThan(25);
    expect(pdfText(big.bytes)).toContain('ima.porter1099@example.com');
  });

  it('writes every column of a row as the list shows it, in both formats (issue 28 §3)', async () => {
    await signIn(t.app, 'hr@example.com');
    const [hina] = await rowsOf<Record<string, string | Date>>(sql`select u.employee_code, u.contact, u.status, u.joined_on::text as joined, u.last_sign_in_at, d.name as department, g.title as designation, r.name as role
      from users u join roles r on r.id = u.role_id left join departments d on d.id = u.department_id left join designations g on g.id = u.designation_id
      where u.email = 'hr@example.com'`);
    const signedIn = new Date(hina!.last_sign_in_at!).toISOString().slice(0, 16).replace('T', ' ');
    const expected = [hina!.employee_code, 'Hina', 'Raza', 'hr@example.com', hina!.contact, hina!.department, hina!.designation, 'HR Manager', 'Active', hina!.joined, signedIn];
    expect(expected.every(Boolean)).toBe(true);

    const xlsx = await download('/employees/export?format=xlsx&q=hr@example.com');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Code', 'First name', 'Last name', 'Email', 'Contact', 'Department', 'Designation', 'Role', 'Status', 'Joined on', 'Last sign-in (UTC)']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(expected);
    expect(sheet.getRow(1).font?.bold).toBe(true);

    const pdf = await download('/employees/export?format=pdf&q=hr@example.com');
    const lines = pdfText(pdf.bytes).split('\n');
    const first = lines.indexOf(String(hina!.employee_code));
    expect(lines.slice(first, first + expected.length)).toEqual(expected);
    // Every header stands whole (issue 26 §8: 'Last sign-in' was cut).
    const headers = lines.indexOf('Code');
    expect(lines.slice(headers, headers + 11)).toEqual(['Code', 'First name', 'Last name', 'Email', 'Contact', 'Department', 'Designation', 'Role', 'Status', 'Joined on', 'Last sign-in (UTC)']);
    // The longest demo role's name is not cut either.
    const inventory = pdfText((await download('/employees/export?format=pdf&q=inventory@example.com')).bytes).split('\n');
    expect(inventory).toContain('Inventory Manager');
  });

  it('writes text that would start a formula with a leading apostrophe, and contacts as they are (issue 27 §9)', async () => {
    const csv = [HEADER, '=1+1,@SUM(A1),formula@example.com,+923005550001,Human Resources,HR Officer,viewer'].join('\n');
    expect((await upload(csv, 'people.csv')).status).toBe(201);
    const xlsx = await download('/employees/export?format=xlsx&q=formula@example.com');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const exported = workbook.worksheets[0]!.getRow(2);
    expect([2, 3, 4, 5].map((c) => exported.getCell(c).value)).toEqual(["'=1+1", "'@SUM(A1)", 'formula@example.com', '+923005550001']);
  });

  it('asks for a session (401) and each button\'s permission (403) per demo role; refuses a bad format (400)', async () => {
    expect((await download('/employees/export?format=xlsx', '')).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      const token = await signIn(t.app, email);
      expect((await download('/employees/export?format=xlsx', token)).status).toBe(403);
      expect((await download('/employees/export?format=pdf', token)).status).toBe(403);
      expect((await download('/employees/import-template', token)).status).toBe(403);
      expect((await upload(`${HEADER}\n${row(1)}`, 'p.csv', { token, dryRun: true })).status).toBe(403);
    }
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await download('/employees/export?format=pdf', hr)).status).toBe(200);
    expect((await download('/employees/export?format=doc', hr)).status).toBe(400);
  });
});
