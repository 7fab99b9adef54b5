import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAgain } from '../src/data/loadAgain';

/**
 * The reload after a change (e.g. a verified payment) must show the server's state after that
 * change, even when the page's first load was still on its way: it is cancelled and sent again.
 */
describe('loadAgain', () => {
  let client: QueryClient;
  afterEach(() => client?.clear());

  /** A loader whose answers the test releases by hand; each answer is the server state at send time. */
  function server() {
    const s = { state: 'before', sent: 0, pending: [] as Array<() => void> };
    const load = ({ signal }: { signal: AbortSignal }) => {
      s.sent += 1;
      const answer = s.state;
      return new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        s.pending.push(() => resolve(answer));
      });
    };
    return { s, load };
  }

  it('a first load under way is sent again, so the answer follows the change', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { s, load } = server();
    const observer = new QueryObserver(client, { queryKey: ['invoices'], queryFn: load });
    const unsubscribe = observer.subscribe(() => {});
    expect(s.sent).toBe(1); // the page's first load, its answer not in yet
    s.state = 'after'; // the payment is verified meanwhile
    const reloaded = loadAgain(client, ['invoices'], () => observer.refetch());
    await new Promise((r) => setTimeout(r, 0));
    expect(s.sent).toBe(2);
    for (const release of s.pending) release();
    await reloaded;
    expect(observer.getCurrentResult().data).toBe('after');
    unsubscribe();
  });

  it('without it, React Query joins the first load and shows the state before the change', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { s, load } = server();
    const observer = new QueryObserver(client, { queryKey: ['invoices'], queryFn: load });
    const unsubscribe = observer.subscribe(() => {});
    s.state = 'after';
    const joined = observer.refetch();
    expect(s.sent).toBe(1);
    for (const release of s.pending) release();
    await joined;
    expect(observer.getCurrentResult().data).toBe('before');
    unsubscribe();
  });

  it('with an answer held it reloads once, as refetch does', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { s, load } = server();
    const observer = new QueryObserver(client, { queryKey: ['invoices'], queryFn: load });
    const unsubscribe = observer.subscribe(() => {});
    s.pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(observer.getCurrentResult().data).toBe('before');
    s.state = 'after';
    const reloaded = loadAgain(client, ['invoices'], () => observer.refetch());
    await new Promise((r) => setTimeout(r, 0));
    expect(s.sent).toBe(2);
    s.pending.shift()!();
    await reloaded;
    expect(observer.getCurrentResult().data).toBe('after');
    unsubscribe();
  });
});
