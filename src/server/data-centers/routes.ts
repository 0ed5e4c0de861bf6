/**
 * Routes of spec §7 "Data centers" (base /aws-light-sail), each behind its spec §6 permission:
 * validate with the shared schema → service → `{message, data}`.
 */
import { Hono } from 'hono';
import { actionDoneMessage, createdMessage } from '~/lib/data-centers/model';
import { crud } from '~/lib/permissions';
import {
  createInstanceSchema,
  dataCenterListQuerySchema,
  instanceActionSchema,
  regionSchema,
} from '~/lib/data-centers/schemas';
import { auditContext } from '~/server/audit/context';
import { requirePermission } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { body, validate } from '~/server/http/validate';

const canView = requirePermission(crud('oi', 'view', 'datacenter'));
const canViewOne = requirePermission(crud('oi', 'view_single_data_center', 'datacenter'));
const canAdd = requirePermission(crud('oi', 'add', 'datacenter'));
const canStart = requirePermission(crud('oi', 'start', 'datacenter'));
const canStop = requirePermission(crud('oi', 'stop', 'datacenter'));
const canReboot = requirePermission(crud('oi', 'reboot', 'datacenter'));
const canDelete = requirePermission(crud('oi', 'delete', 'datacenter'));

/** Mounted at /aws-light-sail by the app. */
export const dataCenterRoutes = new Hono<AppEnv>()
  .get('/get-all-data-center', canView, async (c) => {
    const query = await validate(dataCenterListQuerySchema, c.req.query());
    const { items, total, page, pageSize } = await c.var.services.dataCenters.list(query);
    // `data` stays the list (spec §7); the paging facts sit beside it.
    return c.json({ message: 'Data centers', data: items, meta: { total, page, pageSize } });
  })
  .get('/get-data-center/:id', canViewOne, async (c) => {
    const data = await c.var.services.dataCenters.get(c.req.param('id'));
    return c.json({ message: 'Data center', data });
  })
  .post('/start-instance', canStart, async (c) => {
    const input = await body(c, instanceActionSchema);
    const data = await c.var.services.dataCenters.start(input, auditContext(c));
    return c.json({ message: actionDoneMessage(input.instanceName, 'start'), data });
  })
  .post('/stop-instance', canStop, async (c) => {
    const input = await body(c, instanceActionSchema);
    const data = await c.var.services.dataCenters.stop(input, auditContext(c));
    return c.json({ message: actionDoneMessage(input.instanceName, 'stop'), data });
  })
  .post('/reboot-instance', canReboot, async (c) => {
    const input = await body(c, instanceActionSchema);
    const data = await c.var.services.dataCenters.reboot(input, auditContext(c));
    return c.json({ message: actionDoneMessage(input.instanceName, 'reboot'), data });
  })
  .delete('/delete-instance', canDelete, async (c) => {
    const input = await body(c, instanceActionSchema);
    await c.var.services.dataCenters.remove(input, auditContext(c));
    return c.json({ message: actionDoneMessage(input.instanceName, 'delete'), data: null });
  })
  .post('/get-availability-zones', canAdd, async (c) => {
    const { region } = await body(c, regionSchema);
    return c.json({ message: 'Availability zones', data: await c.var.services.dataCenters.availabilityZones(region) });
  })
  .post('/get-blue-print', canAdd, async (c) => {
    const { region } = await body(c, regionSchema);
    return c.json({ message: 'Blueprints', data: await c.var.services.dataCenters.blueprints(region) });
  })
  .post('/get-bundles', canAdd, async (c) => {
    const { region } = await body(c, regionSchema);
    return c.json({ message: 'Bundles', data: await c.var.services.dataCenters.bundles(region) });
  })
  .post('/create-instance', canAdd, async (c) => {
    const input = await body(c, createInstanceSchema);
    const data = await c.var.services.dataCenters.create(input, c.var.user.details.id, auditContext(c));
    return c.json({ message: createdMessage(input.instanceName), data }, 201);
  });
