import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareData } from '../src/server/db/seed';
import { periodWindow } from '../src/lib/dashboards/period';
import * as oi from '../src/server/dashboards/oi-figures';
const dir = process.argv[2]!;
const handle = await openDatabase({ dataDir: dir });
await prepareData(handle, readConfig({ ...process.env, DATA_DIR: dir, CLOUD_PROVIDER: 'simulator' }));
for (let round = 0; round < 4; round++) {
  const w = periodWindow('30d', new Date(), 'UTC');
  const out: string[] = [];
  for (const [name, fn] of Object.entries(oi)) { const t = performance.now(); await (fn as any)(handle.db, w); out.push(`${name}=${(performance.now() - t).toFixed(1)}`); }
  console.log(out.join(' '));
}
await handle.close();
