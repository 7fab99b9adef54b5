/**
 * Every answer is `{ success, message, data }` (the envelope the spec's screens read). Errors are
 * Boom errors; this turns them into the same envelope with their HTTP status.
 */
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { MSG } from '@exportdesk/core';

const FRIENDLY: Record<number, string> = {
  401: 'Please log in to continue.',
  404: 'Not found.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
};

export function registerEnvelope(server: Server): void {
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = request.response as any;
    if (!Boom.isBoom(response)) return h.continue;
    const status = response.output.statusCode;
    let message: string = response.output.payload.message ?? response.message;
    // A revoked token (logout, password change) reads as an expired session to the user.
    if (status === 401 && /expired|invalid credentials/i.test(message)) message = MSG.sessionExpired;
    // A 503 carries our "try again" message (e.g. a document still rendering); other 5xx are hidden.
    else if (status >= 500 && status !== 503) {
      request.log(['error'], response);
      message = 'Something went wrong on our side. Please try again.';
    } else if (FRIENDLY[status] && isFrameworkMessage(status, message)) {
      message = status === 413 ? `${FRIENDLY[413]} The limit is ${Math.round((request.route.settings.payload?.maxBytes ?? 1048576) / 1024)} KB.` : FRIENDLY[status];
    }
    const body = { success: false, message, data: publicData(response.data) };
    const res = h.response(body).code(status);
    for (const [k, v] of Object.entries(response.output.headers ?? {})) res.header(k, String(v));
    return res;
  });
}

/** Hapi's own wording (missing route, payload too large, no token) is replaced; ours is kept. */
function isFrameworkMessage(status: number, message: string): boolean {
  if (status === 401) return /missing authentication|invalid token|bad http authentication/i.test(message);
  if (status === 404) return message === 'Not Found';
  if (status === 413) return /^Payload content length greater than maximum allowed/.test(message);
  if (status === 415) return /^Unsupported Media Type$/i.test(message);
  return false;
}

/** Boom's `data` is shown only when it is plain JSON we attached (e.g. the invalid field). */
function publicData(data: unknown): unknown {
  if (!data || typeof data !== 'object' || data instanceof Error) return null;
  try {
    return JSON.parse(JSON.stringify(data));
  } catch {
    return null;
  }
}

/** A successful answer; extra top-level fields keep the shapes the spec's screens read. */
export function ok<T>(data: T, message = 'Success', extra: Record<string, unknown> = {}) {
  return { success: true, message, data, ...extra };
}
