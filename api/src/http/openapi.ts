/**
 * The OpenAPI 3.1 document of the API (issue 25 item 3), generated from core's contracts by
 * zod-openapi (no hand-written schema), with the spec's given paths (spec-aliases.ts) beside our
 * own and served at `GET /api/v1/openapi.json`. Built once per process, on the first request.
 * Tests check it against the routes really served and lint it (tests/integration/openapi.test.ts).
 */
import type { Plugin } from '@hapi/hapi';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import {
  API_PREFIX,
  CONTRACTS,
  errorEnvelope,
  isFileAnswer,
  successEnvelope,
  type Contract,
  IDEMPOTENCY,
  OPENAPI_CONTRACT,
  WEBHOOK_EVENT_SCHEMAS,
  WEBHOOK_EVENT_TYPES,
} from '@exportdesk/core';
import type { Alias } from './alias';
import { IDEMPOTENT_ROUTES } from './idempotency';
import { route } from './route';
import { SPEC_ALIASES } from './spec-aliases';

/** What each tag is for, in the document's order; the public surface first. */
const TAGS: Record<string, string> = {
  'Order API':
    'The public order API (001 §3) and its helpers: what CI pipelines and integrations script. Sign in with an API key (`x-api-key`) or the `authKey` of the body.',
};

/** Hapi's optional and wildcard params (`{id?}`, `{path*}`) are plain params in OpenAPI. */
const openApiPath = (path: string) => `/${path.replace(/\{(\w+)[?*]\d*\}/g, '{$1}')}`;

/**
 * A body read leniently for its messages (`z.unknown().pipe(z.custom(isObject).pipe(object))`) is
 * documented as the object it ends in.
 */
function documented(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  const lenient = ['unknown', 'custom'].includes(def.in?._zod.def.type ?? '');
  return def.type === 'pipe' && lenient && def.out ? documented(def.out) : schema;
}

const SECURITY: Record<Contract['auth'], ZodOpenApiOperationObject['security']> = {
  none: [],
  apiKey: [],
  bearer: [{ bearerAuth: [] }, { apiKey: [] }],
  optional: [{}, { bearerAuth: [] }, { apiKey: [] }],
};

/** Retry-safe POSTs (issue 26): the header a pipeline sends, and the one a replay carries. */
const IDEMPOTENT = new Set(IDEMPOTENT_ROUTES);
const idempotencyHeader = {
  in: 'header' as const,
  name: IDEMPOTENCY.header,
  required: false,
  description: `Any unique string (a UUID, a file hash). The same key with the same request answers the first answer again for ${IDEMPOTENCY.ttlSec / 3600} h; with another request, 409.`,
  schema: { type: 'string' as const, maxLength: IDEMPOTENCY.maxLength },
};

function operation(c: Contract, asAlias?: Alias): ZodOpenApiOperationObject {
  const op: ZodOpenApiOperationObject = {
    operationId: asAlias ? `${c.name}AtSpecPath` : c.name,
    summary: c.summary,
    description: asAlias
      ? `The spec's address of \`${c.method} ${c.path}\`: everything (path params, query, body) in the JSON body.`
      : c.description,
    tags: [c.tag],
    security: SECURITY[c.auth],
    responses: {
      [String(c.status ?? 200)]: isFileAnswer(c.answer)
        ? {
            description: 'The file',
            content: Object.fromEntries(
              c.answer.contentTypes.map((t) => [
                t,
                { schema: { type: 'string' as const, format: 'binary' } },
              ]),
            ),
          }
        : {
            description: 'Done',
            content: { 'application/json': { schema: successEnvelope(c.answer, c.extra) } },
          },
      '4XX': { description: 'Refused', content: { 'application/json': { schema: errorEnvelope } } },
    },
  };
  const at = asAlias ? `${asAlias.method} ${asAlias.path}` : `${c.method} ${API_PREFIX}/${c.path}`;
  if (IDEMPOTENT.has(at)) op.parameters = [idempotencyHeader];
  const responses = op.responses as Record<string, unknown>;
  for (const s of c.alsoStatus ?? []) responses[String(s)] = responses[String(c.status ?? 200)];
  if (c.permission) op['x-permission'] = c.permission;
  if (c.public) op['x-public'] = true;
  const samples = Object.entries(c.examples ?? {}).map(([lang, source]) => ({
    lang: lang === 'cli' ? 'Shell (CLI)' : 'Shell (curl)',
    label: lang === 'cli' ? 'exportdesk' : 'curl',
    source,
  }));
  if (samples.length && !asAlias) op['x-codeSamples'] = samples;
  if (asAlias) {
    // The spec's calls are POSTs with everything in the body (alias.ts).
    const parts = [c.params, c.query, c.payload].filter((s): s is z.ZodType => !!s).map(documented);
    if (parts.length)
      op.requestBody = {
        content: {
          'application/json': {
            schema: parts.length === 1 ? parts[0]! : z.intersection(parts[0]!, parts[1]!),
          },
        },
      };
    return op;
  }
  if (c.params || c.query)
    op.requestParams = {
      ...(c.params ? { path: c.params as z.ZodObject } : {}),
      ...(c.query ? { query: c.query as z.ZodObject } : {}),
    };
  if (c.payload) op.requestBody = { content: { 'application/json': { schema: documented(c.payload) } } };
  return op;
}

/**
 * The events a registered endpoint receives (issue 26): each a signed POST of its envelope. The
 * receiver answers 2xx; anything else is retried with backoff for about a day.
 */
function webhookEvents(): ZodOpenApiPathsObject {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\W/g, '_')}`,
          summary: `The ${type} event`,
          description:
            'Signed: the header `ExportDesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint secret>`.',
          tags: ['Webhooks'],
          security: [{ webhookSignature: [] }],
          requestBody: { content: { 'application/json': { schema: WEBHOOK_EVENT_SCHEMAS[type] } } },
          responses: { '200': { description: 'Received: any 2xx ends the retries' } },
        },
      },
    ]),
  );
}

export function buildOpenApi(version: string, aliases: readonly Alias[] = SPEC_ALIASES) {
  const paths: ZodOpenApiPathsObject = {};
  const add = (path: string, method: string, op: ZodOpenApiOperationObject) => {
    const at = (paths[openApiPath(path)] ??= {});
    (at as Record<string, ZodOpenApiOperationObject>)[method.toLowerCase()] = op;
  };
  const byRoute = new Map(CONTRACTS.map((c) => [`${c.method} ${API_PREFIX}/${c.path}`, c]));
  for (const c of CONTRACTS) add(c.path, c.method, operation(c));
  for (const a of aliases) {
    const c = byRoute.get(`${a.of.method} ${a.of.path}`);
    if (c) add(a.path.slice(API_PREFIX.length + 1), a.method, operation(c, a));
  }
  const used = new Set(CONTRACTS.map((c) => c.tag));
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'ExportDesk API',
        version,
        description:
          'Export shipping for Indian exporters and CHAs. Every answer is the envelope `{ success, message, data }`; a refusal has `success: false` and a message meant for the user.',
      },
      servers: [{ url: API_PREFIX }],
      tags: [...used]
        .sort((a, b) => Number(b in TAGS) - Number(a in TAGS) || a.localeCompare(b))
        .map((name) => ({ name, ...(TAGS[name] ? { description: TAGS[name] } : {}) })),
      paths,
      webhooks: webhookEvents(),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The login token' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: 'An API key (Settings → API)',
          },
          webhookSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'ExportDesk-Signature',
            description:
              'On webhook deliveries: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>" with the endpoint secret>',
          },
        },
      },
    },
    // A check zod cannot describe (a refinement of its own) is documented by its description.
    { allowEmptySchema: { custom: true } },
  );
}

/** `GET /api/v1/openapi.json`: the document, built on first request and kept. */
export const openApiPlugin: Plugin<{ version: string }> = {
  name: 'openapi',
  register(server, { version }) {
    let doc: ReturnType<typeof buildOpenApi> | null = null;
    server.route(
      route({
        contract: OPENAPI_CONTRACT,
        handler: (_req, h) => h.response((doc ??= buildOpenApi(version))).type('application/json'),
      }),
    );
  },
};
