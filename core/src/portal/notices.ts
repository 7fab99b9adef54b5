/**
 * Notices (000 §4.2): "If no notice id is stored, or the stored id differs from the fetched one,
 * the new id is stored, the read flag set to 0 and the text saved. If isRefresh is set, the page
 * reloads. Otherwise a toast shows and, after 500 ms, a notification modal titled 'Be always up to
 * date' with an Okay button. If the same notice is still unread, it shows again. Closing the toast
 * sets the read flag to 1. Opening the Updates screen sets noticeReadCount equal to noticeCount."
 */
import { z } from 'zod';

export const NOTICE_KEYS = {
  id: 'noticeId',
  isRead: 'isRead',
  text: 'notice',
  count: 'noticeCount',
  readCount: 'noticeReadCount',
} as const;

export const NOTICE_MODAL_DELAY_MS = 500;
export const NOTICE_MODAL_TITLE = 'Be always up to date';

export const noticeSchema = z
  .object({
    _id: z.string(),
    description: z.string(),
    isRefresh: z.boolean().optional(),
    updateCount: z.number().int().optional().describe('How many updates (news) there are'),
    acknowledged: z
      .boolean()
      .optional()
      .describe("Signed in: this user said 'Okay' to it (in any browser); the server keeps it"),
  })
  .meta({ id: 'Notice' });
export type Notice = z.output<typeof noticeSchema>;

/** What the acknowledge call answers (issue 18: acknowledged per user, on the server). */
export const NOTICE_MSG = {
  acknowledged: 'Notice acknowledged.',
  unknown: 'This notice no longer exists.',
} as const;

export type NoticeStore = Partial<Record<(typeof NOTICE_KEYS)[keyof typeof NOTICE_KEYS], string | null>>;

export interface NoticeDecision {
  /** keys to write to storage */
  write: NoticeStore;
  /** reload the page (a new notice flagged isRefresh) */
  reload: boolean;
  /** show the toast and, 500 ms later, the modal */
  show: boolean;
}

export function decideNotice(stored: NoticeStore, notice: Notice | null | undefined): NoticeDecision {
  if (!notice || !notice._id) return { write: {}, reload: false, show: false };
  const write: NoticeStore = {};
  // updateCount feeds the Updates dot: unread while noticeReadCount < noticeCount.
  if (notice.updateCount !== undefined) write[NOTICE_KEYS.count] = String(notice.updateCount);
  const isNew = !stored[NOTICE_KEYS.id] || stored[NOTICE_KEYS.id] !== notice._id;
  if (isNew) {
    write[NOTICE_KEYS.id] = notice._id;
    write[NOTICE_KEYS.isRead] = notice.acknowledged ? '1' : '0';
    write[NOTICE_KEYS.text] = notice.description;
    // A refresh notice reloads once; the stored id keeps it from reloading again.
    if (notice.isRefresh) return { write, reload: true, show: false };
    return { write, reload: false, show: !notice.acknowledged };
  }
  // Acknowledged on the server (this user, any browser): read here too, and not shown again.
  if (notice.acknowledged) {
    write[NOTICE_KEYS.isRead] = '1';
    return { write, reload: false, show: false };
  }
  return { write, reload: false, show: stored[NOTICE_KEYS.isRead] !== '1' };
}

/** The Updates entry carries a dot while there are unread updates. */
export function hasUnreadUpdates(stored: NoticeStore): boolean {
  return Number(stored[NOTICE_KEYS.count] ?? 0) > Number(stored[NOTICE_KEYS.readCount] ?? 0);
}
