#!/usr/bin/env node
// Tiny static server for a built portal app: CORS for federation, SPA fallback for the shell,
// /config.js with run-time settings so one build runs anywhere, and the browser defences
// (Content-Security-Policy, nosniff, Referrer-Policy; issue 12).
//   node portal-kit/serve.mjs --dir portal-shell/dist --port 8080 --spa
// env: PORTAL_API_URL (default http://localhost:4000/api/v1), PORTAL_REMOTES (JSON list or
// "name=url,name=url") — both optional; the shell falls back to the values baked at build time.
// PORTAL_REMOTE_ORIGINS: origins sections may load from (default: the seeded section origins,
// PORTAL_REMOTE_<NAME> or the development ports — the same rule as core's remoteOriginsFrom,
// which the API applies to the registry, so `npm start` needs no setting).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = path.resolve(values.dir);
const port = Number(values.port ?? process.env.PORT ?? 8080);

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

function parseRemotes(raw) {
  if (!raw) return undefined;
  if (raw.trim().startsWith('[')) return JSON.parse(raw);
  return raw.split(',').map((pair) => {
    const [name, manifestUrl] = pair.split('=');
    return { name: name.trim(), manifestUrl: manifestUrl.trim(), version: 'env' };
  });
}

const DEV_SECTIONS = { 'mfe-shipping': 8081, 'mfe-docs': 8082, 'mfe-backoffice': 8083 };
const originOf = (u) => {
  try {
    const url = new URL(u);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** Same rule as core remoteOriginsFrom (src/content/registry.ts): keep the two in step. */
function remoteOrigins(env = process.env) {
  const listed = env.PORTAL_REMOTE_ORIGINS?.trim()
    ? env.PORTAL_REMOTE_ORIGINS.split(',').map((s) => s.trim())
    : Object.entries(DEV_SECTIONS).map(
        ([name, port]) =>
          env[`PORTAL_REMOTE_${name.toUpperCase().replace(/-/g, '_')}`] ||
          `http://localhost:${port}/mf-manifest.json`,
      );
  return [...new Set(listed.map(originOf).filter(Boolean))];
}

const apiUrl = process.env.PORTAL_API_URL || 'http://localhost:4000/api/v1';
const ORIGINS = remoteOrigins();

/**
 * Third-party checkout the pages load when the API's payment driver is Razorpay (issue 14): its
 * script from checkout.razorpay.com, its calls to api. and lumberjack.razorpay.com. Off with the
 * sandbox driver, so the default policy names no outside origin.
 */
const PAYMENT_ORIGINS =
  process.env.PAYMENT_DRIVER === 'razorpay'
    ? {
        script: ['https://checkout.razorpay.com'],
        connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
      }
    : { script: [], connect: [] };

/**
 * Scripts only from this server and the allowlisted section origins (the webpack runtime, the
 * federation entries and chunks); fetches only to the API (and its socket) and those origins (the
 * mf-manifest.json); no page may frame the portal. Styles stay open to inline (style-loader and
 * React style attributes); images, fonts and objects (the PDF viewer of a blob: tab) are not limited.
 */
function contentSecurityPolicy(api = apiUrl, origins = ORIGINS, payment = PAYMENT_ORIGINS) {
  const apiOrigin = originOf(api);
  const socket = apiOrigin ? apiOrigin.replace(/^http/, 'ws') : null;
  return [
    `script-src 'self' ${[...origins, ...payment.script].join(' ')}`.trim(),
    // blob:/data: — the page reads back the files it made itself (a PDF opened in a tab)
    `connect-src 'self' blob: data: ${[apiOrigin, socket, ...origins, ...payment.connect].filter(Boolean).join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function configJs() {
  // the shell registers no section outside these, whatever the registry says
  const cfg = { remoteOrigins: ORIGINS };
  if (process.env.PORTAL_API_URL) cfg.apiUrl = process.env.PORTAL_API_URL;
  const remotes = parseRemotes(process.env.PORTAL_REMOTES);
  if (remotes) cfg.remotes = remotes;
  return `window.__EXPORTDESK__ = Object.assign(window.__EXPORTDESK__ || {}, ${JSON.stringify(cfg)});\n`;
}

function send(req, res, status, body, type, cache) {
  const headers = {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': cache,
    ...SECURITY_HEADERS,
  };
  if (
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
    body.length > 1024 &&
    !/image\/png/.test(type)
  ) {
    body = zlib.gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': '*',
      ...SECURITY_HEADERS,
    });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(req, res, 405, Buffer.from('Method not allowed'), 'text/plain', 'no-store');
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/config.js')
    return send(req, res, 200, Buffer.from(configJs()), TYPES['.js'], 'no-cache');
  if (url.pathname === '/healthz') return send(req, res, 200, Buffer.from('ok'), 'text/plain', 'no-store');
  const file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) return send(req, res, 403, Buffer.from('Forbidden'), 'text/plain', 'no-store');
  let target = file;
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) target = path.join(target, 'index.html');
  if (!fs.existsSync(target)) {
    // SPA fallback only for page navigations (a token in /home/{token} has dots), never for a
    // missing script or manifest
    const page = /text\/html/.test(req.headers.accept ?? '') || !path.extname(url.pathname);
    if (values.spa && page && !/\.(js|json|css|map)$/.test(url.pathname))
      target = path.join(root, 'index.html');
    else return send(req, res, 404, Buffer.from('Not found'), 'text/plain', 'no-store');
  }
  const ext = path.extname(target);
  // hashed chunks never change; entries, manifests and pages must be re-read on every load so a
  // re-pointed or re-deployed section takes effect on the next page load
  const hashed = /\.[0-9a-f]{8}\.js$/.test(target);
  send(
    req,
    res,
    200,
    fs.readFileSync(target),
    TYPES[ext] ?? 'application/octet-stream',
    hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
});

server.listen(port, values.host, () =>
  console.log(`serving ${path.relative(process.cwd(), root) || root} on http://localhost:${port}`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
