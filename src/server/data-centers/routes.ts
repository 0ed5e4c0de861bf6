/**
 * Routes of spec §7 "Data centers" (base /aws-light-sail), each behind its spec §6 permission, the
 * entry of lib/data-centers/rights.ts the pages draw their buttons from: validate with the shared
 * schema → service → `{message, data}`.
 */
import { Hono } from 'hono';
import { actionDoneMessage, createdMessage } from '~/lib/data-centers/model';
import { DATA_CENTER_RIGHTS as RIGHTS } from '~/lib/data-centers/rights';
import {
  createInstanceSchema,
  dataCenterListQuerySchema,
  instanceActionSchema,
  regionSchema,
} from '~/lib/data-centers/schemas';
import { auditContext } from '~/server/audit/context';
import type { AppEnv } from '~/server/http/env';
import { requireRight } from '~/server/http/rights';
import { body, validQuery } from '~/server/http/validate';

const canView = requireRight(RIGHTS.view);
const canViewOne = requireRight(RIGHTS.open);
const canAdd = requireRight(RIGHTS.add);
const canStart = requireRight(RIGHTS.start);
const canStop = requireRight(RIGHTS.stop);
const canReboot = requireRight(RIGHTS.reboot);
const canDelete = requireRight(RIGHTS.delete);

/** Mounted at /aws-light-sail by the app. */
export const dataCenterRoutes = new Hono<AppEnv>()
  .get('/get-all-data-center', canView, async (c) => {
    const query = await validQuery(c, dataCenterListQuerySchema);
    const { items, meta } = await c.var.services.dataCenters.list(query);
    // `data` stays the list (spec §7); the paging facts sit beside it.
    return c.json({ message: 'Data centers', data: items, meta });
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
