import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { sessionKey } from '~/server/session-key';

describe('sessionKey', () => {
  it("files a session under its token's SHA-256, never the token, one key a token", () => {
    const token = 'a-session-token';
    expect(sessionKey(token)).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(sessionKey(token)).not.toContain(token);
    expect(sessionKey('another-token')).not.toBe(sessionKey(token));
  });
});
