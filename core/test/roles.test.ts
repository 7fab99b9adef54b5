import { describe, expect, it } from 'vitest';
import {
  can,
  CHA_USER_TYPES,
  isCha,
  isCustoms,
  isSuperAdmin,
  landingPath,
  LOGIN_GROUPS,
  loginSchema,
  USER_TYPES,
} from '../src';

const p = (userType: number, roles: string[] = []) => ({ userType, roles });

describe('userType table (000 §6)', () => {
  it('has every userType of the spec', () => {
    expect(USER_TYPES.map((t) => t.userType)).toEqual([1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 101]);
  });

  it('"custom agent (also counts as a CHA)", CHA, CHA, "agent (also counts as a CHA)": 2, 4, 11, 12', () => {
    expect(CHA_USER_TYPES).toEqual([2, 4, 11, 12]);
    for (const t of [2, 4, 11, 12]) expect(isCha(p(t))).toBe(true);
    for (const t of [1, 3, 5, 6, 7, 10, 101]) expect(isCha(p(t))).toBe(false);
  });

  it('"Customs and CBIC users are redirected to /pbe"; DGFT goes to /dgft; others to /home', () => {
    expect(landingPath(p(5))).toBe('/pbe');
    expect(landingPath(p(6))).toBe('/pbe');
    expect(isCustoms(p(7))).toBe(false);
    expect(landingPath(p(7, ['dgft']))).toBe('/dgft');
    for (const t of [1, 2, 3, 4, 10, 11, 12, 101]) expect(landingPath(p(t))).toBe('/home');
  });

  it('login tabs accept their group of account types', () => {
    expect(LOGIN_GROUPS[1]).toEqual([1, 3]);
    expect(LOGIN_GROUPS[2]).toEqual([2, 4, 11, 12]);
    expect(LOGIN_GROUPS[5]).toEqual([5]);
  });
});

describe('permissions', () => {
  it.each([
    ['organizations.manage', p(10, ['isAdmin']), true],
    ['organizations.manage', p(1), false],
    ['users.manage', p(10, ['isAdmin', 'isSuperAdmin']), true],
    ['users.manage', p(10, ['isAdmin']), false],
    ['apikey.manage', p(1), true],
    ['apikey.manage', p(4), true],
    ['apikey.manage', p(3), false],
    ['apikey.manage', p(6), false],
    // the portal registry loads a script into every session: the super admin only (issue 12)
    ['portal.publish', p(10, ['isAdmin', 'isSuperAdmin']), true],
    ['portal.publish', p(10, ['isAdmin']), false],
    ['portal.publish', p(10), false],
    ['portal.publish', p(1, ['isSuperAdmin']), false],
    ['portal.publish', p(4), false],
    // the sandbox OTP inbox reads back anyone's code: the super admin only (issue 23)
    ['sandbox.otp', p(10, ['isAdmin', 'isSuperAdmin']), true],
    ['sandbox.otp', p(10, ['isAdmin']), false],
    ['sandbox.otp', p(1, ['isSuperAdmin']), false],
    ['sandbox.otp', p(101), false],
  ] as const)('%s for %j → %s', (perm, who, allowed) => expect(can(who, perm)).toBe(allowed));

  it('nobody without a principal', () => expect(can(null, 'account.self')).toBe(false));
  it('a super admin is userType 10 with isSuperAdmin', () => {
    expect(isSuperAdmin(p(10, ['isSuperAdmin']))).toBe(true);
    expect(isSuperAdmin(p(1, ['isSuperAdmin']))).toBe(false);
  });
});

describe("login payload (000 §5: \"password (or OTP) at least 5 characters, else 'Please provide username & password' (exporter login variant: 'Please provide IEC with Password')\")", () => {
  const msg = (b: object) => {
    const r = loginSchema.safeParse(b);
    return r.success ? 'ok' : r.error.issues[0].message;
  };
  it.each([
    [{ userType: 1, userName: 'ABCDE1234F', password: '12345' }, 'ok'],
    [{ userType: 1, userName: 'ABCDE1234F', password: '1234' }, 'Please provide IEC with Password'],
    [{ userType: 1, password: 'Demo@12345' }, 'Please provide IEC with Password'],
    [{ userType: 2, userName: 'cha', password: '1234' }, 'Please provide username & password'],
    [{ userType: 10, userName: 'admin', otp: '12345' }, 'ok'],
    [{ userType: 8, userName: 'x', password: '12345' }, 'Unknown user type.'],
    [{ userType: 'abc', userName: 'x', password: '12345' }, 'Unknown user type.'],
  ])('%j → %s', (b, m) => expect(msg(b)).toBe(m));
});
