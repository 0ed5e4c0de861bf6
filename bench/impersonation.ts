/**
 * Impersonation hand-offs (issue 14 §6): how many a console issues and a customer's site consumes
 * per second — staff's POST /customer-users/{id}/impersonate, then the site's POST
 * /impersonations/consume with its Bearer site secret — one after the other, and with 10 in flight.
 */
import { signInCookie, startConsole } from './server';

const PAIRS = 200;

interface Session {
  url: string;
  cookie: string;
  userId: string;
  secret: string;
}

async function json(response: Response): Promise<{ message: string; data: never }> {
  const body = (await response.json()) as { message: string; data: never };
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${body.message}`);
  return body;
}

/** One hand-off: issued for `userId`, then consumed by the customer's site. */
async function handOff({ url, cookie, userId, secret }: Session): Promise<void> {
  const issued = await json(
    await fetch(`${url}/api/v1/customer-users/${userId}/impersonate`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Bench: measuring the hand-off', minutes: 5 }),
    }),
  );
  const token = new URL((issued.data as { url: string }).url).hash.replace('#token=', '');
  await json(
    await fetch(`${url}/api/v1/impersonations/consume`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
  );
}

async function perSecond(session: Session, concurrency: number): Promise<number> {
  let left = PAIRS;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await handOff(session);
    }),
  );
  return PAIRS / ((performance.now() - start) / 1000);
}

export async function measureImpersonation(): Promise<{ sequential: number; concurrent: number }> {
  const running = await startConsole();
  try {
    const cookie = await signInCookie(running.url);
    const headers = { cookie, origin: running.url };
    const users = await json(await fetch(`${running.url}/api/v1/customer-users?status=active&pageSize=1`, { headers }));
    const user = (users.data as { id: string; customerId: string }[])[0];
    if (!user) throw new Error('no active demo customer user');
    const secret = await json(await fetch(`${running.url}/api/v1/customers/${user.customerId}/site-secret`, { method: 'POST', headers }));
    const session = { url: running.url, cookie, userId: user.id, secret: (secret.data as { secret: string }).secret };
    await handOff(session);
    return { sequential: await perSecond(session, 1), concurrent: await perSecond(session, 10) };
  } finally {
    await running.stop();
  }
}

export function printImpersonation(r: Awaited<ReturnType<typeof measureImpersonation>>): void {
  console.log(`\nImpersonation hand-offs (issue + consume) per second, ${PAIRS} each: one at a time ${r.sequential.toFixed(1)}, 10 in flight ${r.concurrent.toFixed(1)}`);
}
