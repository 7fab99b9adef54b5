/**
 * The inbox thread keeps a message that arrived on the socket even when a thread fetch that
 * started before it was saved answers later without it (seen in CI: support's page lost the
 * exporter's file message, and its download button with it, when its own reply's reload came back).
 */
import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '@exportdesk/core';
import { withArrived } from '../src/pages/inbox/useInboxLive';

const msg = (id: number, text: string): InboxMessage =>
  ({ id, conversationId: 1, text, fromSupport: false, senderName: 'Demo', createdAt: id }) as InboxMessage;

describe('the thread with the messages that arrived live', () => {
  it('keeps a live message that a stale fetch does not have, in sending order', () => {
    const stale = [msg(1, 'Opening'), msg(2, 'Where is my PBE?'), msg(3, 'It is filed')];
    const shown = withArrived(stale, [msg(4, 'The scan')]);
    expect(shown.map((m) => m.text)).toEqual(['Opening', 'Where is my PBE?', 'It is filed', 'The scan']);
  });

  it('shows each message once when the fetch has caught up, and orders by id', () => {
    const fetched = [msg(1, 'a'), msg(4, 'd')];
    expect(withArrived(fetched, [msg(4, 'd')])).toBe(fetched);
    expect(withArrived(fetched, [msg(3, 'c'), msg(2, 'b')]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});
