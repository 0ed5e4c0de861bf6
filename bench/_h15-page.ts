import { medianGet } from './leads';
import { signInCookie, startConsole } from './server';
const dir = process.argv[2];
const c = await startConsole(dir ? { DATA_DIR: dir } : {});
try {
  const cookie = await signInCookie(c.url);
  for (const p of ['/owner-inventory/dashboard', '/owner-inventory/dashboard?period=1y', '/api/v1/dashboards/oi', '/api/v1/dashboards/oi?period=1y', '/owner-universe/dashboard', '/owner-universe/dashboard?period=1y', '/api/v1/dashboards/ou?period=1y']) {
    const r = await medianGet(`${c.url}${p}`, cookie, /./, { warmUp: 2, samples: 5 });
    console.log(p, r.ms.toFixed(1), r.html.length);
  }
} finally { await c.stop(); }
