import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAgain } from '../src/data/loadAgain';

/**
 * The reload after a change (e.g. a verified payment) must show the server's state after that
 * change, even when the page's first load was still on its way: it is cancelled and sent again.
 */
describe('loadAgain', () => {
  let client: QueryClient;
  let unsubscribe = () => {};
  afterEach(() => {
    unsubscribe();
    client.clear();
  });

  /**
   * A page showing one query: its first load is sent at once. The server's answers are released by
   * hand (`release`), each the server's state when its request was sent.
   */
  function page() {
    const server = { state: 'before', sent: 0, pending: [] as Array<() => void> };
    const load = ({ signal }: { signal: AbortSignal }) => {
      server.sent += 1;
      const answer = server.state;
      return new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        server.pending.push(() => resolve(answer));
      });
    };
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, { queryKey: ['invoices'], queryFn: load });
    unsubscribe = observer.subscribe(() => {});
    return {
      server,
      observer,
      release: () => server.pending.splice(0).forEach((answer) => answer()),
      shown: () => observer.getCurrentResult().data,
      reload: () => loadAgain(client, ['invoices'], () => observer.refetch()),
    };
  }
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('a first load under way is sent again, so the answer follows the change', async () => {
    const p = page();
    expect(p.server.sent).toBe(1); // the page's first load, its answer not in yet
    p.server.state = 'after'; // the payment is verified meanwhile
    const reloaded = p.reload();
    await tick();
    expect(p.server.sent).toBe(2);
    p.release();
    await reloaded;
    expect(p.shown()).toBe('after');
  });

  it('without it, React Query joins the first load and shows the state before the change', async () => {
    const p = page();
    p.server.state = 'after';
    const joined = p.observer.refetch();
    expect(p.server.sent).toBe(1);
    p.release();
    await joined;
    expect(p.shown()).toBe('before');
  });

  it('with an answer held it reloads once, as refetch does', async () => {
    const p = page();
    p.release();
    await tick();
    expect(p.shown()).toBe('before');
    p.server.state = 'after';
    const reloaded = p.reload();
    await tick();
    expect(p.server.sent).toBe(2);
    p.release();
    await reloaded;
    expect(p.shown()).toBe('after');
  });
});
