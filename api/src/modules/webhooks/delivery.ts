/**
 * Its own file: the network driver of webhooks — the address guard (https and no private address
 * in production, checked on the address the socket really connects to, after DNS, so a host that
 * re-resolves to 127.0.0.1 between creation and delivery is still refused) and the signed POST
 * with a time-out. node:http, not fetch: fetch cannot check the resolved address before connecting.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MSG, WEBHOOK_SIGNATURE_HEADER, isPrivateAddress, signWebhook } from '@exportdesk/core';
import { invalid } from '../../errors';

export interface PostOutcome {
  ok: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
}

/** Refuses what production never posts to, by the URL alone (the DNS check follows at connect). */
export function checkUrl(url: string, allowPrivate: boolean): URL {
  const u = new URL(url);
  if (allowPrivate) return u;
  if (u.protocol !== 'https:') throw invalid(WEBHOOK_MSG.httpsOnly);
  if (u.hostname === 'localhost' || u.hostname.endsWith('.localhost') || isPrivateAddress(u.hostname))
    throw invalid(WEBHOOK_MSG.privateAddress);
  return u;
}

/** Every address the host resolves to must be public (production); the API asks at creation. */
export async function checkResolved(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const all = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  ).catch(() => {
    throw invalid(WEBHOOK_MSG.unresolvable(host));
  });
  if (!all.length) throw invalid(WEBHOOK_MSG.unresolvable(host));
  if (all.some((a) => isPrivateAddress(a.address))) throw invalid(WEBHOOK_MSG.privateAddress);
}

/** A DNS lookup for the socket that fails on a private address (production's delivery time check). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const list = addresses as LookupAddress[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad || !list.length) return callback(new Error(WEBHOOK_MSG.privateAddress), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/** POSTs `body` signed with `secret`; never throws (the outcome says what happened). */
export async function postSigned(
  url: string,
  secret: string,
  body: string,
  opts: { timeoutMs: number; allowPrivate: boolean; headers?: Record<string, string> },
): Promise<PostOutcome> {
  const started = Date.now();
  const done = (responseCode: number | null, error: string | null): PostOutcome => ({
    ok: responseCode !== null && responseCode >= 200 && responseCode < 300,
    responseCode,
    durationMs: Date.now() - started,
    error,
  });
  let u: URL;
  try {
    u = checkUrl(url, opts.allowPrivate);
  } catch (err) {
    return done(null, (err as Error).message);
  }
  const signature = await signWebhook(secret, body);
  const options: RequestOptions = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'user-agent': 'ExportDesk-Webhooks/1',
      [WEBHOOK_SIGNATURE_HEADER]: signature,
      ...opts.headers,
    },
    timeout: opts.timeoutMs,
    ...(opts.allowPrivate ? {} : { lookup: guardedLookup }),
  };
  const send = u.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${opts.timeoutMs} ms.`));
    }, opts.timeoutMs);
    const req = send(u, options, (res) => {
      // The answer's body is not ours to keep: read and drop it, so the socket is freed.
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        resolve(
          done(
            res.statusCode ?? null,
            res.statusCode && res.statusCode < 300 ? null : `HTTP ${res.statusCode}`,
          ),
        );
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        resolve(done(res.statusCode ?? null, err.message));
      });
      // A socket destroyed mid-answer (the time-out) may end the answer without 'end' or 'error'.
      res.on('close', () => {
        clearTimeout(timer);
        resolve(done(res.statusCode ?? null, res.complete ? null : 'The answer was cut off.'));
      });
    });
    req.on('timeout', () => req.destroy(new Error(`No answer within ${opts.timeoutMs} ms.`)));
    req.on('error', (err) => {
      clearTimeout(timer);
      resolve(done(null, err.message));
    });
    req.end(body);
  });
}
