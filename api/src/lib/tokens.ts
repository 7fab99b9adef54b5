/** Login tokens (HS256 JWT) with the spec's claims; used by the HTTP strategy and the socket. */
import Jwt from '@hapi/jwt';
import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '@exportdesk/core';

export const TOKEN_AUDIENCE = 'exportdesk';
export const TOKEN_ISSUER = 'exportdesk-api';

export interface TokenPayload extends TokenClaims {
  jti: string;
  iat: number;
  /**
   * The issue time in ms (JWT's `iat` is whole seconds): a revocation compares with it, so a
   * token signed just after a revocation in the same second works (issue 23). Optional: tokens
   * signed before it existed lack it.
   */
  iatMs?: number;
  exp: number;
  aud: string;
  iss: string;
}

export function signToken(
  claims: TokenClaims,
  secret: string,
  ttlSec: number,
): { token: string; jti: string; exp: number } {
  const jti = randomUUID();
  const iatMs = Date.now();
  const now = Math.floor(iatMs / 1000);
  const token = Jwt.token.generate(
    { ...claims, jti, aud: TOKEN_AUDIENCE, iss: TOKEN_ISSUER, iat: now, iatMs },
    { key: secret, algorithm: 'HS256' },
    { ttlSec, iat: false },
  );
  return { token, jti, exp: now + ttlSec };
}

export const verifyOptions = (ttlSec: number) => ({
  aud: TOKEN_AUDIENCE,
  iss: TOKEN_ISSUER,
  sub: false as const,
  nbf: true,
  exp: true,
  maxAgeSec: ttlSec,
  timeSkewSec: 5,
});

/** Decode and verify outside Hapi (socket handshake). Throws on a bad or expired token. */
export function verifyToken(token: string, secret: string, ttlSec: number): TokenPayload {
  const artifacts = Jwt.token.decode(token);
  Jwt.token.verify(
    artifacts,
    { key: secret, algorithm: 'HS256' },
    { aud: TOKEN_AUDIENCE, iss: TOKEN_ISSUER, sub: false, maxAgeSec: ttlSec, timeSkewSec: 5 },
  );
  return artifacts.decoded.payload as TokenPayload;
}
