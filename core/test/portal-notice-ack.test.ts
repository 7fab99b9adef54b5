import { describe, expect, it } from 'vitest';
import { decideNotice } from '../src/portal/notices';
import { noticeIdParamsSchema } from '../src/portal/notice-schemas';

describe('a notice acknowledged on the server is not shown again (issue 18)', () => {
  const n = { _id: 'n1', description: 'Holiday', updateCount: 2 };
  it('another browser, nothing stored yet: stored as read, not shown', () => {
    const d = decideNotice({}, { ...n, acknowledged: true });
    expect(d).toMatchObject({ show: false, reload: false, write: { noticeId: 'n1', isRead: '1' } });
  });
  it('stored unread here but acknowledged elsewhere: marked read, not shown', () => {
    const d = decideNotice({ noticeId: 'n1', isRead: '0' }, { ...n, acknowledged: true });
    expect(d).toMatchObject({ show: false, write: { isRead: '1' } });
  });
  it("not acknowledged: the spec's rule stands (shown while unread)", () => {
    expect(decideNotice({ noticeId: 'n1', isRead: '0' }, { ...n, acknowledged: false }).show).toBe(true);
    expect(decideNotice({}, n).show).toBe(true);
  });
  it('the acknowledge call takes the numeric id the current notice gives', () => {
    expect(noticeIdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(noticeIdParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
