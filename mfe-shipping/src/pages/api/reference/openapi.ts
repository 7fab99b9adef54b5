/**
 * The API reference's reading of the OpenAPI document (GET /api/v1/openapi.json, issue 25 item 3):
 * its operations grouped by tag, and each schema as rows of fields a person can read. Pure, so
 * the page only lays it out.
 */
import { OPENAPI_CONTRACT, pathOf } from '@exportdesk/core';
import { ApiError, call } from '@exportdesk/portal-kit';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Media {
  schema?: JsonSchema;
}
export interface RawOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
  'x-permission'?: string;
  'x-public'?: boolean;
  'x-codeSamples'?: Array<{ lang: string; label?: string; source: string }>;
}
export interface OpenApiDoc {
  info?: { title?: string; version?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One row of a fields table: a dotted name (`items[].orderId`), its type, whether required, what it is. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tag: string;
  signIn: string;
  permission: string | null;
  isPublic: boolean;
  params: FieldRow[];
  body: FieldRow[];
  status: string;
  /** A file answer's content types; empty for a JSON answer. */
  files: string[];
  answer: FieldRow[];
  samples: Array<{ label: string; source: string }>;
}

export async function loadOpenApi(signal?: AbortSignal): Promise<OpenApiDoc> {
  // The document is JSON but no envelope: call() hands back the object it read.
  const doc: object = await call(pathOf(OPENAPI_CONTRACT), { auth: false, signal });
  if (!('paths' in doc)) throw new ApiError('The API reference could not be loaded.', 0);
  return doc as OpenApiDoc;
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;

function resolve(doc: OpenApiDoc, s: JsonSchema | undefined, seen = new Set<string>()): JsonSchema {
  if (!s?.$ref) return s ?? {};
  const name = refName(s.$ref);
  if (seen.has(name)) return {};
  seen.add(name);
  return { ...resolve(doc, doc.components?.schemas?.[name], seen), description: s.description };
}

/** A type as a reader says it: `string`, `array of ParcelListItem`, `one of PBE1, PBE2`. */
export function typeOf(doc: OpenApiDoc, s: JsonSchema | undefined): string {
  if (!s) return 'any';
  if (s.$ref) return refName(s.$ref);
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return `one of ${s.enum.map((v) => String(v)).join(', ')}`;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return alt.map((a) => typeOf(doc, a)).join(' or ');
  if (s.allOf) return s.allOf.map((a) => typeOf(doc, a)).join(' and ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const main = types.filter((t) => t !== 'null');
  let t = main.join(' or ') || 'any';
  if (t === 'array') t = `array of ${typeOf(doc, s.items)}`;
  if (t === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
    t = `map of ${typeOf(doc, s.additionalProperties)}`;
  if (s.format) t += ` (${s.format})`;
  return types.includes('null') ? `${t} or null` : t;
}

const MAX_DEPTH = 3;

/** The fields of an object schema (and of the objects inside it, dotted), at most a few levels deep. */
export function fieldsOf(
  doc: OpenApiDoc,
  schema: JsonSchema | undefined,
  prefix = '',
  depth = 0,
): FieldRow[] {
  const s = resolve(doc, schema);
  const object = s.allOf ? mergeAll(doc, s.allOf) : s;
  if (!object.properties) {
    const inner = s.items ? resolve(doc, s.items) : null;
    if (inner?.properties && depth < MAX_DEPTH) return fieldsOf(doc, inner, `${prefix}[].`, depth + 1);
    return [];
  }
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([name, p]) => {
    const row: FieldRow = {
      name: `${prefix}${name}`,
      type: typeOf(doc, p),
      required: required.has(name),
      description: resolve(doc, p).description ?? p.description ?? '',
    };
    const deeper = depth < MAX_DEPTH ? fieldsOf(doc, p, `${prefix}${name}.`, depth + 1) : [];
    return [row, ...deeper.map((d) => ({ ...d, name: d.name.replace(/\.\[\]\./, '[].') }))];
  });
}

function mergeAll(doc: OpenApiDoc, parts: JsonSchema[]): JsonSchema {
  const out: JsonSchema = { properties: {}, required: [] };
  for (const p of parts.map((x) => resolve(doc, x))) {
    Object.assign(out.properties!, p.properties ?? {});
    out.required!.push(...(p.required ?? []));
  }
  return out;
}

function signInOf(op: RawOperation, path: string): string {
  const sec = op.security ?? [];
  if (!sec.length) return path.startsWith('/client/saveorderdata') ? 'API key in the body (authKey)' : 'None';
  if (sec.some((s) => Object.keys(s).length === 0)) return 'Optional';
  return 'Sign-in or API key';
}

/** Every operation of the document, grouped by tag in the document's tag order. */
export function operationsByTag(
  doc: OpenApiDoc,
): Array<{ tag: string; description: string; ops: Operation[] }> {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const ok = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
      const content = ok?.[1].content ?? {};
      const json = content['application/json']?.schema;
      const envelope = resolve(doc, json);
      const files = json && envelope.properties?.data ? [] : Object.keys(content);
      ops.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        tag: op.tags?.[0] ?? 'Other',
        signIn: signInOf(op, path),
        permission: op['x-permission'] ?? null,
        isPublic: !!op['x-public'],
        params: (op.parameters ?? []).map((p) => ({
          name: `${p.name} (${p.in})`,
          type: typeOf(doc, p.schema),
          required: !!p.required,
          description: p.description ?? p.schema?.description ?? '',
        })),
        body: fieldsOf(doc, op.requestBody?.content?.['application/json']?.schema),
        status: ok?.[0] ?? '200',
        files,
        answer: files.length
          ? []
          : fieldsOf(doc, json).filter((f) => !['success', 'message'].includes(f.name)),
        samples: (op['x-codeSamples'] ?? []).map((s) => ({ label: s.label ?? s.lang, source: s.source })),
      });
    }
  const order = (doc.tags ?? []).map((t) => t.name);
  const tags = [...new Set([...order, ...ops.map((o) => o.tag)])];
  return tags
    .map((tag) => ({
      tag,
      description: doc.tags?.find((t) => t.name === tag)?.description ?? '',
      ops: ops.filter((o) => o.tag === tag).sort((a, b) => a.path.localeCompare(b.path)),
    }))
    .filter((g) => g.ops.length);
}

/** Whether an operation matches the search box: its path, name, summary or tag. */
export function matches(op: Operation, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [op.path, op.id, op.summary, op.tag, op.method].some((f) => f.toLowerCase().includes(q));
}
