/**
 * Browser defences on every API answer (issue 12 item 10): `X-Content-Type-Options: nosniff` and
 * `Referrer-Policy: strict-origin-when-cross-origin`, and a Content-Security-Policy that runs no
 * script but our own and lets no page frame the answer — what matters for the files the API serves
 * (PDFs, spreadsheets, zips, uploaded proofs), harmless on JSON. A route that sets its own CSP keeps it. `object-src` is left open on purpose: Chrome shows a PDF
 * through its viewer plugin, which `object-src 'none'` or `sandbox` would block.
 */
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { lifecycleOf } from './lifecycle';

export const FILE_CSP = "script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': FILE_CSP,
};

const NAMES = Object.keys(SECURITY_HEADERS);

export function registerSecurityHeaders(server: Server): void {
  lifecycleOf(server).add({
    point: 'onPreResponse',
    name: 'security-headers',
    run: (request: Request, h: ResponseToolkit) => {
      const res = request.response;
      if (!res) return h.continue;
      const headers = (Boom.isBoom(res) ? res.output.headers : res.headers) as Record<string, string>;
      for (const k of NAMES) if (!headers[k]) headers[k] = SECURITY_HEADERS[k];
      return h.continue;
    },
  });
}
