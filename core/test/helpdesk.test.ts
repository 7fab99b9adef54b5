import { describe, expect, it } from 'vitest';
import {
  allowedTicketStatuses,
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  canChangeTicketStatus,
  canDeleteTicket,
  captchaMatches,
  helpdeskSubmissionSchema,
  helpdeskTypeOf,
  isImageFileName,
  makeCaptchaText,
  sniffImageType,
  TICKET_STATUSES,
  updateTicketSchema,
} from '../src/helpdesk';

const base = {
  name: 'Asha',
  email: 'asha@example.in',
  mobile: '9876543210',
  captchaId: 'c1',
  captcha: 'Ab3dEf',
};
const issue = { ...base, type: 'Issue', title: 'PBE', description: 'The PBE PDF is blank.' };
const msgOf = (v: unknown) => {
  const r = helpdeskSubmissionSchema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('helpdesk form (002 §5)', () => {
  it('accepts a complete issue, demo request and feature request', () => {
    expect(msgOf(issue)).toBeNull();
    expect(msgOf({ ...base, type: 'DemoRequest', date: '2030-01-15', timeSlot: '1PM-4PM' })).toBeNull();
    expect(
      msgOf({ ...base, type: 'Feature Request', title: 'New FPO location', url: 'exportdesk.in/pbe' }),
    ).toBeNull();
  });
  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'asha@', 'Email must be a valid email address'],
    ['mobile', '', 'Mobile is required'],
    ['mobile', '98765abcde', 'Mobile must be 10 digits only'],
    ['mobile', '98765432101', 'Mobile must be 10 digits only'],
    ['url', 'not a url', 'not a valid URL'],
    ['captcha', 'abc', 'Invalid captcha, try again'],
  ])('"%s" = %j → %s', (field, value, message) => {
    expect(msgOf({ ...issue, [field]: value })).toBe(message);
  });
  it('asks for the fields of each type: demo date and time slot, issue and feature type', () => {
    expect(msgOf({ ...base, type: 'Demo Request', timeSlot: '1PM-4PM' })).toBe(
      'Please select a date for the demo',
    );
    expect(msgOf({ ...base, type: 'Demo Request', date: '2030-01-15', timeSlot: '9AM' })).toBe(
      'Please select a time slot',
    );
    expect(msgOf({ ...issue, title: 'Something else' })).toBe('Please select the type of issue');
    expect(msgOf({ ...base, type: 'Feature Request', title: 'PBE' })).toBe(
      'Please select the type of feature',
    );
  });
  it('"/helpdesk/{id} (id is Issue, DemoRequest or FeatureRequest)"', () => {
    expect(helpdeskTypeOf('DemoRequest')).toBe('Demo Request');
    expect(helpdeskTypeOf('featurerequest')).toBe('Feature Request');
    expect(helpdeskTypeOf('nonsense')).toBe('Issue');
  });
  it('checks images by their bytes, not their name', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });
});

/** What makeCaptchaText promises: six characters of the alphabet, no two alike. */
function isCaptchaText(s: string): boolean {
  if (s.length !== CAPTCHA_LENGTH || ![...s].every((c) => CAPTCHA_ALPHABET.includes(c))) return false;
  return new Set(s).size === CAPTCHA_LENGTH;
}

describe('captcha (002 §9 "6 unique characters from letters and digits, drawn 130 by 50 pixels")', () => {
  it('makes 6 unique letters and digits', () => {
    const rnd = (n: number) => Math.floor(Math.random() * n);
    for (let i = 0; i < 200; i++) {
      const t = makeCaptchaText(rnd);
      expect(t).toMatch(/^[A-Z0-9]{6}$/);
      expect(isCaptchaText(t)).toBe(true);
    }
    expect(isCaptchaText('AABCDE')).toBe(false);
    // A random source stuck on one value still gives six different characters.
    expect(isCaptchaText(makeCaptchaText(() => 0))).toBe(true);
    expect(isCaptchaText('ABCDE0')).toBe(false); // 0 reads like O: never shown
  });
  it('"the captcha entry must equal the displayed 6-character code"', () => {
    expect(captchaMatches(' K7QM2X ', 'K7QM2X')).toBe(true);
    expect(captchaMatches('k7qm2x', 'K7QM2X')).toBe(true);
    expect(captchaMatches('K7QM2Y', 'K7QM2X')).toBe(false);
  });
});

describe('ticket status rules (002 §4)', () => {
  it('"Pending may change to Approved or Rejected"', () => {
    expect(allowedTicketStatuses('Pending')).toEqual(['Approved', 'Rejected']);
    expect(canChangeTicketStatus('Pending', 'Resolved')).toBe(false);
  });
  it('"Approved may change to In Process or Resolved"; "A toggle switch flips a ticket between Approved and Pending"', () => {
    expect(canChangeTicketStatus('Approved', 'In Process')).toBe(true);
    expect(canChangeTicketStatus('Approved', 'Resolved')).toBe(true);
    expect(canChangeTicketStatus('Approved', 'Pending')).toBe(true);
    expect(canChangeTicketStatus('Approved', 'Rejected')).toBe(false);
  });
  it('"once In Process, Resolved or Rejected the options are mostly disabled"; "In Process also shows an Assign button"', () => {
    expect(allowedTicketStatuses('In Process')).toEqual(['Assigned', 'Resolved']);
    expect(allowedTicketStatuses('Resolved')).toEqual([]);
    expect(allowedTicketStatuses('Rejected')).toEqual([]);
  });
  it('"Pending shows a delete button" and no other status does', () => {
    expect(TICKET_STATUSES.filter(canDeleteTicket)).toEqual(['Pending']);
  });
  it('assigning needs the task fields', () => {
    const r = updateTicketSchema.safeParse({
      ticketId: 'TKT000001',
      status: 'Assigned',
      ticketData: { title: 'Fix' },
    });
    expect(r.success).toBe(false);
    expect(
      updateTicketSchema.safeParse({
        ticketId: 'TKT000001',
        status: 'Assigned',
        ticketData: { title: 'Fix', description: 'd', deadline: '01.02.2030', selectedUser: [3] },
      }).success,
    ).toBe(true);
  });
  it('"an image is detected by the file name containing png, jpg, jpeg, gif or bpm"', () => {
    expect(isImageFileName('a.JPG')).toBe(true);
    expect(isImageFileName('spec.pdf')).toBe(false);
  });
});
