/**
 * The throttle of site secrets (issue 27 §9). A site secret has 256 bits, so guessing one is hopeless;
 * wrong ones are counted anyway, per client address in the database throttle (every process shares
 * it): 20 within 15 minutes lock the address for 15 minutes (429 with Retry-After, whatever secret it
 * then sends). The failure that locks the address writes one audit entry, `site_secret.throttled`
 * (no actor, the address as label), so a burst shows once in the log however long it goes on.
 */
import { recordAudit, type AuditContext } from '~/server/audit/record';
import { tryAgainIn, type Throttle } from '~/server/auth/throttle';
import { customerBySiteSecret, type SiteCustomer } from '~/server/customers/site-secret';
import type { Database } from '~/server/db/client';
import { tooManyRequests } from '~/server/http/errors';

/** Wrong site secrets from one address within 15 minutes that lock it. */
export const SITE_SECRET_FAILURES_PER_IP = 20;

/** The 429's message, before 'Try again in N minutes.' */
export const SITE_SECRET_THROTTLED = 'Too many wrong site secrets from this address.';

/** The site-secret check of the public routes, over `db` and the shared `throttle`. */
export function siteSecretService({ db, throttle }: { db: Database; throttle: Throttle }) {
  return {
    /**
     * The customer whose site sends `authorization` ("Bearer <site secret>"), from `context.ip`. A
     * missing or wrong secret counts toward the address's limit.
     * @returns null for a missing or wrong secret
     * @throws 429 with Retry-After while the address is locked
     */
    async check(authorization: string | undefined, context: AuditContext): Promise<SiteCustomer | null> {
      const rules = [{ key: `site-secret:ip:${context.ip}`, limit: SITE_SECRET_FAILURES_PER_IP }];
      const wait = await throttle.waitSeconds(rules);
      if (wait) throw tooManyRequests(`${SITE_SECRET_THROTTLED} ${tryAgainIn(wait)}`, wait);
      const customer = await customerBySiteSecret(db, authorization);
      if (customer) return customer;
      await throttle.hit(rules.map((rule) => rule.key));
      // Refused attempts are not counted, so only the failure that reached the limit finds it locked.
      if (await throttle.waitSeconds(rules)) {
        await recordAudit(db, { ...context, actor: null }, {
          action: 'site_secret.throttled',
          entityType: 'site_secret',
          entityLabel: context.ip,
          changes: { wrongSecrets: [null, SITE_SECRET_FAILURES_PER_IP] },
        });
      }
      return null;
    },
  };
}
