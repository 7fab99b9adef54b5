/**
 * In tests, every answer is checked against its route's contract (issue 25 item 2): the success
 * envelope with the contract's `data` (and extras) and status, or the error envelope. A mismatch
 * is logged and answered 500 with the contract's name and the first problems, so the test that
 * made the call fails where the drift is. Off in production (`CHECK_ANSWERS`): the cost is a parse
 * of every answer.
 */
import { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import type { z } from 'zod';
import { errorEnvelope, isFileAnswer, successEnvelope, type Contract } from '@exportdesk/core';
import type { Logger } from '../lib/logger';
import { lifecycleOf } from './lifecycle';

const successOf = new WeakMap<Contract, z.ZodType>();

function successSchema(c: Contract): z.ZodType | null {
  if (isFileAnswer(c.answer)) return null;
  let s = successOf.get(c);
  if (!s) successOf.set(c, (s = successEnvelope(c.answer, c.extra)));
  return s;
}

/** What is wrong with an answer of contract `c`, or null when it keeps the contract. */
export function answerProblem(c: Contract, status: number, body: unknown, contentType = ''): string | null {
  if (status >= 400) {
    const r = errorEnvelope.safeParse(body);
    return r.success ? null : describe(r.error);
  }
  const expected = c.status ?? 200;
  if (status !== expected && !c.alsoStatus?.includes(status))
    return `status ${status}, the contract says ${[expected, ...(c.alsoStatus ?? [])].join(' or ')}`;
  if (isFileAnswer(c.answer)) return fileProblem(c.answer.contentTypes, body, contentType);
  // A stream (rates' NDJSON batch) is not read here: checking it would consume it.
  if (body instanceof Readable) return null;
  // JSON the route serialised itself (rates' answer cache keeps the bytes): checked as sent.
  if ((typeof body === 'string' || Buffer.isBuffer(body)) && /^application\/json\b/.test(contentType))
    body = parsed(body.toString());
  const r = successSchema(c)!.safeParse(body);
  return r.success ? null : describe(r.error);
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A file of a type the contract does not name (a JSON object is `application/json`). */
function fileProblem(types: readonly string[], body: unknown, contentType: string): string | null {
  const plainObject = !!body && typeof body === 'object' && Object.getPrototypeOf(body) === Object.prototype;
  const type = contentType.split(';')[0]!.trim() || (plainObject ? 'application/json' : '');
  return !type || types.includes(type)
    ? null
    : `a file of type ${type}, the contract says ${types.join(' or ')}`;
}

const describe = (e: z.ZodError) =>
  e.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`)
    .join('; ');

export function registerContractCheck(server: Server, log: Logger): void {
  lifecycleOf(server).add({
    point: 'onPreResponse',
    name: 'contract-check',
    appliesTo: (route) => Boolean(route.settings.app?.contract),
    run: (request: Request, h: ResponseToolkit) => {
      const c = request.route.settings.app?.contract;
      const res = request.response;
      if (!c || !res || Boom.isBoom(res) || typeof res.header !== 'function') return h.continue;
      const problem = answerProblem(c, res.statusCode, res.source, String(res.headers['content-type'] ?? ''));
      if (!problem) return h.continue;
      const message = `The answer of ${c.name} (${c.method} ${c.path}) does not keep its contract: ${problem}`;
      log.error({ contract: c.name, status: res.statusCode, problem }, 'answer does not keep its contract');
      return h.response({ success: false, message, data: { contract: c.name, problem } }).code(500);
    },
  });
}
