import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages';
import { resetPasswordFormSchema } from '../src/schemas/auth';
import { contactFormSchema, contactSubmitEnabled } from '../src/portal/contact';
import { decideNotice, hasUnreadUpdates } from '../src/portal/notices';
import { findPortalRoute } from '../src/portal/routeTable';

const good = {
  name: 'Asha',
  cname: 'Asha Exports',
  email: 'asha@example.in',
  mobile: '9876543210',
  message: 'Need a pickup in Pune.',
};
const msgOf = (v: unknown) => {
  const r = contactFormSchema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('contact form (000 §5)', () => {
  it('accepts a valid form and a comma list of mobiles', () => {
    expect(msgOf(good)).toBeNull();
    expect(msgOf({ ...good, mobile: '9876543210,9123456789' })).toBeNull();
  });
  it.each([
    ['name', 'As', 'Name is Required.'],
    ['cname', '', 'Company Name is Required.'],
    ['email', 'asha@', 'Invalid Email ID.'],
    ['mobile', '98765', 'Invalid Mobile No.'],
    ['mobile', '9876543210,12', 'Invalid Mobile No.'],
    ['message', 'short', 'Invalid Message'],
  ])('%s=%s → %s', (field, value, message) => {
    expect(msgOf({ ...good, [field]: value })).toBe(message);
  });
  it('"The submit button is disabled until name, company name, a valid email and a valid mobile are valid."', () => {
    expect(contactSubmitEnabled({ ...good, message: '' })).toBe(true);
    expect(contactSubmitEnabled({ ...good, email: 'x' })).toBe(false);
  });
});

describe('notices (000 §4.2)', () => {
  const n = { _id: 'n1', description: 'Holiday on Friday', updateCount: 3 };
  it('a new notice is stored unread and shown', () => {
    const d = decideNotice({}, n);
    expect(d).toEqual({
      write: { noticeCount: '3', noticeId: 'n1', isRead: '0', notice: 'Holiday on Friday' },
      reload: false,
      show: true,
    });
  });
  it('"If the same notice is still unread, it shows again."; read ones do not', () => {
    expect(decideNotice({ noticeId: 'n1', isRead: '0' }, n).show).toBe(true);
    expect(decideNotice({ noticeId: 'n1', isRead: '1' }, n).show).toBe(false);
  });
  it('"If isRefresh is set, the page reloads."', () => {
    expect(decideNotice({ noticeId: 'old' }, { ...n, isRefresh: true }).reload).toBe(true);
  });
  it('Updates dot while noticeReadCount < noticeCount', () => {
    expect(hasUnreadUpdates({ noticeCount: '3', noticeReadCount: '2' })).toBe(true);
    expect(hasUnreadUpdates({ noticeCount: '3', noticeReadCount: '3' })).toBe(false);
  });
});

describe('route table (000 §2.1)', () => {
  it('exact paths win over parameterised ones, and sections are known', () => {
    expect(findPortalRoute('/home')).toMatchObject({ open: false, section: 'shell' });
    expect(findPortalRoute('/home/abc')).toMatchObject({ open: true });
    expect(findPortalRoute('/pickup/3')).toMatchObject({ section: 'shipping', open: false });
    expect(findPortalRoute('/nope')).toBeUndefined();
  });
});

describe('reset-password form (002 §5)', () => {
  const first = (v: unknown) => {
    const r = resetPasswordFormSchema.safeParse(v);
    return r.success ? null : r.error.issues[0].message;
  };
  it('"required, at least 8 characters"; "confirmation required and equal"', () => {
    expect(first({ password: 'secret12', confirmPassword: 'secret12' })).toBeNull();
    expect(first({ password: 'short', confirmPassword: 'short' })).toBe(MSG.passwordMin8);
    expect(first({ password: 'secret12', confirmPassword: '' })).toBe(MSG.passwordsMustMatch);
    expect(first({ password: 'secret12', confirmPassword: 'secret13' })).toBe(MSG.passwordsMustMatch);
  });
});
