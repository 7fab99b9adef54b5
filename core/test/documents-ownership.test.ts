/** Issue 12 items 4 and 6: who may delete an uploaded file, and how an upload's name is stored. */
import { describe, expect, it } from 'vitest';
import { cleanFileName, fileDeletion, FILE_OWNER_MSG, uploaderOffice } from '../src/documents';

const exporter = { userId: 1, userType: 1, roles: [] };
const staff = { userId: 2, userType: 3, roles: [] };
const fpoDelhi = { userId: 5, userType: 5, roles: ['isFpoAgent'], fpo: 'INDEL5' };
const fpoMumbai = { userId: 6, userType: 5, roles: ['isFpoAgent'], fpo: 'INBOM5' };
const cbic = { userId: 7, userType: 6, roles: [] };
const admin = { userId: 10, userType: 10, roles: ['isAdmin'] };
const admin2 = { userId: 11, userType: 10, roles: ['isAdmin'] };
const superadmin = { userId: 12, userType: 10, roles: ['isAdmin', 'isSuperAdmin'] };
const by = (p: { userId: number; userType: number; fpo?: string }) => ({
  userId: p.userId,
  userType: p.userType,
  office: uploaderOffice(p),
});
const pending = { pickupPending: true };

describe('documents belong to whoever filed them (issue 12 item 4)', () => {
  it("a customs office's proof: that office and the super admin only, whatever the pickup", () => {
    for (const d of [pending, { pickupPending: false }]) {
      expect(fileDeletion(fpoDelhi, by(fpoDelhi), d)).toEqual({ ok: true, grounds: 'office' });
      expect(fileDeletion(superadmin, by(fpoDelhi), d)).toEqual({ ok: true, grounds: 'super-admin' });
      for (const p of [exporter, staff, fpoMumbai, cbic, admin])
        expect(fileDeletion(p, by(fpoDelhi), d)).toEqual({ ok: false, message: FILE_OWNER_MSG.customs });
      expect(fileDeletion(cbic, by(cbic), d).ok).toBe(true);
      expect(fileDeletion(admin, by(cbic), d).ok).toBe(false);
    }
  });
  it("the exporter side's file: the exporter side while Pending; not admins, customs or the super admin (001 §6)", () => {
    expect(fileDeletion(exporter, by(staff), pending)).toEqual({ ok: true, grounds: 'owner' });
    expect(fileDeletion(exporter, by(exporter), { pickupPending: false }).ok).toBe(false);
    for (const p of [admin, superadmin, cbic, fpoDelhi])
      expect(fileDeletion(p, by(exporter), pending)).toEqual({ ok: false, message: FILE_OWNER_MSG.exporter });
  });
  it("an admin's file: that admin (while Pending) or the super admin", () => {
    expect(fileDeletion(admin, by(admin), pending)).toEqual({ ok: true, grounds: 'admin' });
    expect(fileDeletion(admin2, by(admin), pending)).toEqual({ ok: false, message: FILE_OWNER_MSG.admin });
    expect(fileDeletion(exporter, by(admin), pending).ok).toBe(false);
    expect(fileDeletion(superadmin, by(admin), { pickupPending: false }).ok).toBe(true);
  });
});

describe('upload names are data (issue 12 item 6)', () => {
  it('keeps a Unicode name with quotes as typed, in NFC', () => {
    expect(cleanFileName('प्रमाण "x.html".pdf', 'document.pdf')).toBe('प्रमाण "x.html".pdf');
    expect(cleanFileName('Cafe\u0301.pdf', 'x')).toBe('Café.pdf');
  });
  it('drops folders, control and bidi characters, and lone surrogates', () => {
    expect(cleanFileName('..\\..\\etc/pass\u0000wd\u202e.pdf', 'x')).toBe('passwd.pdf');
    expect(cleanFileName('a\ud800b.pdf', 'x')).toBe('a\ufffdb.pdf');
    expect(cleanFileName('../..', 'document.pdf')).toBe('document.pdf');
    expect(cleanFileName('  ', 'document.pdf')).toBe('document.pdf');
  });
  it('caps at 200 UTF-16 units, keeping the extension and whole characters', () => {
    const long = cleanFileName(`${'😀'.repeat(150)}.pdf`, 'x');
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('😀.pdf')).toBe(true);
  });
});
