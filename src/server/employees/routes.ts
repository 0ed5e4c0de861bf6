/**
 * Routes of issue 12 §3 (base /employees): validate → service → DTO, bodies `{message, data}`.
 * Permissions `ou:view|add|edit|delete|update_password::employee`; the service adds the no-escalation
 * rules (grants.ts). Import and export (issue 12 §4–5) mount beside these, before `/:id`.
 */
import { Hono } from 'hono';
import { fullName } from '~/lib/auth/full-name';
import { createEmployeeSchema, employeeListQuerySchema, setEmployeePasswordSchema, updateEmployeeSchema } from '~/lib/employees/schemas';
import { crud } from '~/lib/permissions';
import { auditContext } from '~/server/audit/context';
import { requirePermission } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { body, validate } from '~/server/http/validate';

const may = (action: 'view' | 'add' | 'edit' | 'delete' | 'update_password') => requirePermission(crud('ou', action, 'employee'));

const nameOf = (e: { first_name: string; last_name: string; email: string }) => fullName({ ...e, name: '' });

export const employeeRoutes = new Hono<AppEnv>()
  .get('/', may('view'), async (c) => {
    const query = await validate(employeeListQuerySchema, c.req.query());
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
  .put('/:id/password', may('update_password'), async (c) => {
    const input = await body(c, setEmployeePasswordSchema);
    const data = await c.var.services.employees.setPassword(c.var.user.details, auditContext(c), c.req.param('id'), input);
    return c.json({ message: `The password of ${nameOf(data)} has been set; their sessions have ended.`, data });
  })
  .post('/:id/invitation', may('add'), async (c) => {
    const result = await c.var.services.employees.resendInvitation(c.var.user.details, auditContext(c), c.req.param('id'));
    return c.json(result);
  });
