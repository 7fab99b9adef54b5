/**
 * Live socket on the API's own listener: authenticated with the login JWT, one room per user,
 * Redis adapter so every API instance and the workers (Redis emitter) reach every browser.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server as HttpServer } from 'node:http';
import { Server as IoServer } from 'socket.io';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { TokenClaims } from '@exportdesk/core';
import type { Events, LiveClient } from './context';
import { issuedAtMs, type Revocations, type SessionsToClose } from './lib/revocations';
import { verifyToken } from './lib/tokens';

export const userRoom = (userId: number) => `user:${userId}`;
/** Same key for the adapter and the workers' emitter. */
export const socketKey = (prefix: string) => `${prefix}:socket.io`;

export function attachSocket(
  listener: HttpServer,
  redis: Redis,
  config: Config,
  revocations: Revocations,
  /** The areas' listeners registered before the socket existed (server.ts); later ones join them. */
  onConnect: Array<(client: LiveClient) => void> = [],
) {
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  // Only the portal's pages (config.socketOrigins: PORTAL_URL and the section origins) may open a
  // socket from a browser. CORS covers polling; the websocket upgrade is not subject to CORS, so
  // allowRequest checks the Origin of every handshake too. No Origin means no browser page
  // (a script or the CLI): the JWT alone decides, as for the HTTP API.
  const allowed = new Set(config.socketOrigins);
  const io = new IoServer(listener, {
    cors: { origin: [...allowed], credentials: true },
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || allowed.has(origin));
    },
    adapter: createAdapter(pub, sub, { key: socketKey(config.redisPrefix) }),
  });
  io.use(async (socket, next) => {
    try {
      // The handshake's auth payload only: a token in the query string would travel in a URL
      // (logs, proxies), which issue 23 rules out.
      const token = String(socket.handshake.auth?.token ?? '');
      const p = verifyToken(token.replace(/^Bearer\s+/i, ''), config.jwtSecret, config.jwtTtlSec);
      const issuedMs = issuedAtMs(p);
      if (await revocations.isRevoked(p.jti, p.userId, issuedMs)) return next(new Error('unauthorized'));
      socket.data.userId = p.userId;
      // What closeSessions matches on when the token is revoked (a logout, a password change).
      socket.data.jti = p.jti;
      socket.data.issuedMs = issuedMs;
      socket.data.user = {
        userId: p.userId,
        userType: p.userType,
        name: p.name,
        roles: p.roles ?? [],
        seriesCode: p.seriesCode,
        fpo: p.fpo,
        url: p.url,
        isWebUrl: p.isWebUrl,
        impersonatedBy: p.impersonatedBy,
      } satisfies TokenClaims;
      await socket.join(userRoom(p.userId));
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });
  // Tabs → areas (issue 17: typing, presence): each handler sees the tab's user and its events.
  io.on('connection', (socket) => {
    const client: LiveClient = {
      user: socket.data.user as TokenClaims,
      on: (event, handler) => void socket.on(event, (payload: unknown) => handler(payload)),
      onClose: (handler) => void socket.on('disconnect', () => handler()),
    };
    for (const handler of onConnect) handler(client);
  });
  const events: Events = {
    toUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload),
    broadcast: (event, payload) => void io.emit(event, payload),
    // Asks every instance (Redis adapter) for the sockets in these users' rooms; a closed socket
    // has already left its rooms by its 'disconnect' event, so it never counts.
    async online(userIds) {
      if (!userIds.length) return new Set<number>();
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((s) => Number(s.data.userId)));
    },
    onConnect: (handler) => void onConnect.push(handler),
  };
  /**
   * Closes the sockets of a revoked session on every instance (issue 23): the Redis adapter asks
   * each instance for the user's sockets and carries the disconnect back to the one holding it.
   * Only the revoked ones: a token issued after a password change keeps its socket.
   */
  const closeSessions = async (userId: number, which: SessionsToClose) => {
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    for (const s of sockets) {
      const hit =
        'jti' in which
          ? s.data.jti === which.jti
          : 'ownTabs' in which
            ? !(s.data.user as TokenClaims | undefined)?.impersonatedBy
            : Number(s.data.issuedMs) <= which.issuedUpTo;
      if (hit) s.disconnect(true);
    }
  };
  const close = async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    pub.disconnect();
    sub.disconnect();
  };
  return { io, events, closeSessions, close };
}
