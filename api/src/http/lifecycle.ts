/**
 * One Hapi extension per lifecycle point, running the house's steps in a declared order (issue 29
 * item 3). Each area registers its step here (`lifecycleOf(server).add({ name, run, appliesTo })`)
 * instead of calling `server.ext` itself.
 *
 * Why: Hapi pays for every extension on every request, whether or not it has work there: a new
 * toolkit object, an `await`, a timeout wrapper and the checks of its return value. The quote went
 * through eight of them (request id; optional sign-in; permission check and rate limit after
 * auth; envelope, security headers, rate-limit headers and onboarding before the response): about
 * 20 points of the bare-Hapi ratio on the rates bench (session 7's notes, issue 29). Now a quote
 * goes through two (onPostAuth, onPreResponse); the request id is made when first asked for.
 * Measured (`node bench/rates.mjs`, one repeated question, 2 shared cores at load 8–14): server CPU
 * per answer 98 → 92 µs (bare Hapi echo 78 µs: 0.79× → 0.85×); req/s 0.79–0.84× → 0.89–0.92× of
 * the bare echo in the same run. In a profile of the quote the steps now take ~3 % of the samples
 * (the rate limiter's count half of it), zod ~2 %; the rest is Hapi, the socket and the collector.
 *
 * - Order: `ORDER` below is the only place that says which step runs before which; a step with a
 *   name not listed there is refused at start-up.
 * - Per route: a step that only concerns some routes (rate limits, onboarding, the sign-in
 *   checks) says so with `appliesTo(route)`; it is asked once per route, on the route's first
 *   request, and the route's list of steps is kept, so a request pays nothing for the others.
 * - Takeover: as with separate extensions. Before the handler, a step that answers or throws
 *   stops the rest. In onPreResponse a plain response (the envelope's error answer) replaces the
 *   answer and the next steps see it (they add their headers to it); a takeover response, a Boom
 *   or a symbol stops the rest.
 * - Steps may return a promise (the optional sign-in checks a token, onboarding records a step);
 *   only then does the dispatcher wait, so a quote's steps cost no promise of their own.
 */
import type { Lifecycle, Request, RequestRoute, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';

export type Point = 'onRequest' | 'onPostAuth' | 'onPreResponse';
type Outcome = Lifecycle.ReturnValue;
export type StepRun = (request: Request, h: ResponseToolkit) => Outcome | Promise<Outcome>;

/** The steps of each point, first to last. */
export const ORDER = {
  onRequest: [] as string[],
  onPostAuth: ['optional-sign-in', 'access', 'rate-limit', 'idempotency'],
  // the envelope first: the error answer it makes gets the headers of the steps after it; an
  // answer that breaks its contract (tests) is not kept by idempotency
  onPreResponse: [
    'envelope',
    'contract-check',
    'idempotency',
    'security-headers',
    'rate-limit-headers',
    'onboarding',
  ],
} satisfies Record<Point, string[]>;

export interface Step {
  point: Point;
  name: string;
  run: StepRun;
  /** Whether the step concerns a route: asked once per route. Not for onRequest (no route yet). */
  appliesTo?: (route: RequestRoute) => boolean;
}

export class LifecycleSteps {
  private readonly steps: Record<Point, Step[]> = { onRequest: [], onPostAuth: [], onPreResponse: [] };
  private readonly perRoute: Record<Point, WeakMap<RequestRoute, StepRun[]>> = {
    onRequest: new WeakMap(),
    onPostAuth: new WeakMap(),
    onPreResponse: new WeakMap(),
  };

  constructor(
    private readonly server: Server,
    private readonly order: Record<Point, string[]> = ORDER,
  ) {}

  add(step: Step): void {
    const rank = this.order[step.point].indexOf(step.name);
    if (rank < 0) throw new Error(`lifecycle step '${step.name}' is not in ORDER.${step.point}`);
    if (step.point === 'onRequest' && step.appliesTo) throw new Error('onRequest steps run before routing');
    const list = this.steps[step.point];
    if (list.length === 0) this.listen(step.point);
    list.push(step);
    list.sort((a, b) => this.order[a.point].indexOf(a.name) - this.order[b.point].indexOf(b.name));
    this.perRoute[step.point] = new WeakMap(); // a step added late is seen by every route
  }

  /** The runs of `point` for `route`, decided on its first request. */
  private runsOf(point: Point, route: RequestRoute): StepRun[] {
    let runs = this.perRoute[point].get(route);
    if (!runs) {
      runs = this.steps[point].filter((s) => !s.appliesTo || s.appliesTo(route)).map((s) => s.run);
      this.perRoute[point].set(route, runs);
    }
    return runs;
  }

  private listen(point: Point): void {
    const all = () => this.steps.onRequest.map((s) => s.run);
    const runs: (request: Request) => StepRun[] =
      point === 'onRequest' ? all : (request) => this.runsOf(point, request.route);
    this.server.ext(point, (request, h) => dispatch(runs(request), 0, request, h, point === 'onPreResponse'));
  }
}

/** The steps from `i` on, as separate extensions would run them (see the header). */
function dispatch(
  runs: StepRun[],
  i: number,
  request: Request,
  h: ResponseToolkit,
  afterHandler: boolean,
  replaced?: Outcome,
): Outcome | Promise<Outcome> {
  for (; i < runs.length; i++) {
    const outcome = runs[i]!(request, h);
    if (outcome === h.continue) continue;
    if (isThenable(outcome)) {
      return outcome.then((settled) => {
        const next = settle(settled, request, h, afterHandler);
        if (next !== h.continue) return next;
        return dispatch(runs, i + 1, request, h, afterHandler, settled === h.continue ? replaced : settled);
      });
    }
    const next = settle(outcome, request, h, afterHandler);
    if (next !== h.continue) return next;
    replaced = outcome;
  }
  // a replaced answer is handed back too, so Hapi prepares it as it would a step's own
  return replaced ?? h.continue;
}

/** h.continue to go on (the answer replaced if need be), else what ends the point. */
function settle(outcome: Outcome, request: Request, h: ResponseToolkit, afterHandler: boolean): Outcome {
  if (outcome === h.continue) return outcome;
  if (!afterHandler || stops(outcome)) return outcome;
  // as Hapi's _setResponse: the next steps see the new answer (the old one is a Boom here, so
  // there is no stream of it to close)
  (request as { response: unknown }).response = outcome;
  return h.continue;
}

/** Hapi's rule for an extension's answer: a Boom, a takeover or a signal ends the point. */
function stops(outcome: Outcome): boolean {
  if (typeof outcome === 'symbol') return true;
  if (outcome instanceof Error) return true;
  return Boolean((outcome as Partial<ResponseObject> & { _takeover?: boolean })._takeover);
}

function isThenable(x: unknown): x is Promise<Outcome> {
  return typeof (x as { then?: unknown } | null)?.then === 'function';
}

/** The server's steps (one set per server; plugins reach it through `server.app`, which they share). */
export function lifecycleOf(server: Server): LifecycleSteps {
  return (server.app.lifecycle ??= new LifecycleSteps(server));
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    lifecycle?: LifecycleSteps;
  }
}
