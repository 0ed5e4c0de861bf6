/**
 * The hand-off token's claims and URL (issue 14 §3), as pure functions so they are tested alone.
 * The token is a JWT: `iss` the console, `aud` the customer's site, `sub` the customer user, `act`
 * the staff member (RFC 8693 actor claim), `jti` the impersonations row, `iat` and `exp`.
 */

/** The console's claims, beyond what `jose` adds from the header. */
export interface HandoffClaims {
  iss: string;
  aud: string;
  sub: string;
  act: { sub: string; name: string };
  jti: string;
  iat: number;
  exp: number;
}

/**
 * The customer's site, `https://{host}`, which is also the token's audience; `host` is the site the
 * customer has stored (issue 27), never one derived from the current leadsDomain setting.
 */
export function siteOrigin(host: string): string {
  return `https://${host}`;
}

/** Where the new tab goes; the token rides in the fragment so it never reaches a server log. */
export function handoffUrl(audience: string, token: string): string {
  return `${audience}/impersonate#token=${encodeURIComponent(token)}`;
}

export interface ClaimsInput {
  issuer: string;
  audience: string;
  customerUserId: string;
  actor: { id: string; name: string };
  jti: string;
  issuedAt: Date;
  minutes: number;
}

/** The claims of one hand-off; times are whole seconds since the epoch, as JWT wants them. */
export function buildClaims(input: ClaimsInput): HandoffClaims {
  const iat = Math.floor(input.issuedAt.getTime() / 1000);
  return {
    iss: input.issuer,
    aud: input.audience,
    sub: input.customerUserId,
    act: { sub: input.actor.id, name: input.actor.name },
    jti: input.jti,
    iat,
    exp: iat + input.minutes * 60,
  };
}
