import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareData } from '../src/server/db/seed';
import { periodWindow } from '../src/lib/dashboards/period';
import * as oi from '../src/server/dashboards/oi-figures';
import * as ou from '../src/server/dashboards/ou-figures';
const dir = process.argv[2]!;
const handle = await openDatabase({ dataDir: dir });
await prepareData(handle, readConfig({ ...process.env, DATA_DIR: dir, CLOUD_PROVIDER: 'simulator' }));
for (const period of ['30d', '1y'] as const) {
  const w = periodWindow(period, new Date(), 'UTC');
  for (const [name, fn] of [...Object.entries(oi), ...Object.entries(ou)]) {
    if (typeof fn !== 'function' || name.toUpperCase() === name) continue;
    await (fn as any)(handle.db, w);
    const t = performance.now();
    for (let i = 0; i < 3; i++) await (fn as any)(handle.db, periodWindow(period, new Date(), 'UTC'));
    console.log(period, name, ((performance.now() - t) / 3).toFixed(1));
  }
}
await handle.close();
