import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareData } from '../src/server/db/seed';
import { dashboardService } from '../src/server/dashboards/service';
const dir = process.argv[2]!;
const handle = await openDatabase({ dataDir: dir });
await prepareData(handle, readConfig({ ...process.env, DATA_DIR: dir, CLOUD_PROVIDER: 'simulator' }));
const svc = dashboardService({ db: handle.db, timeZone: () => 'UTC' });
const admin = { is_super_admin: true, role: { permissions: [] } };
for (const board of ['oi', 'ou'] as const) for (const period of ['30d', '1y'] as const) {
  const times: number[] = [];
  for (let i = 0; i < 6; i++) { const t = performance.now(); await svc.read(board, admin, period); times.push(performance.now() - t); }
  console.log(board, period, times.map((x) => x.toFixed(0)).join(' '));
}
const d = await svc.read('oi', admin, '30d');
console.log(JSON.stringify({ mrr: d.figures.mrr?.value, prev: d.figures.mrr?.previous, leads: d.figures.leadsPerDay?.value, conv: d.figures.conversionRate, cust: d.figures.customersByStatus?.value, custPrev: d.figures.customersByStatus?.previous }));
await handle.close();
