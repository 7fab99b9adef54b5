import { describe, expect, it } from 'vitest';
import { isNavGroup, navbarFor, navLabels, type NavLink } from '../src/portal/navbar';
import { refusesPath } from '../src/portal/routeTable';
import type { Principal } from '../src/roles';

const who = (userType: number, roles: string[] = []): Principal => ({ userType, roles });

const ROLES: Array<[string, Principal | null]> = [
  ['visitor', null],
  ['exporter admin', who(1, ['isAdmin'])],
  ['custom agent', who(2)],
  ['exporter user', who(3)],
  ['CHA', who(4)],
  ['FPO agent', who(5, ['isFpoAgent'])],
  ['CBIC', who(6)],
  ['DGFT', who(7, ['dgft'])],
  ['admin', who(10, ['isAdmin'])],
  ['super admin', who(10, ['isAdmin', 'isSuperAdmin'])],
  ['agent', who(12)],
  ['personal', who(101)],
];

const links = (p: Principal | null): NavLink[] =>
  navbarFor(p).flatMap((e) => (isNavGroup(e) ? e.items : [e]));

describe('the menu comes from the same matrix as the route guards (issue 18)', () => {
  it.each(ROLES)('%s: no menu link is refused to this role', (_name, p) => {
    for (const l of links(p).filter((x) => x.to)) expect(refusesPath(p, l.to!), l.to).toBe(false);
  });

  it('"REST API" only for roles that hold an API key (apikey.manage)', () => {
    expect(navLabels(navbarFor(who(1, ['isAdmin'])))).toContain('Tools > REST API');
    expect(navLabels(navbarFor(who(4)))).toContain('Tools > REST API');
    for (const p of [who(3), who(101), who(5, ['isFpoAgent']), who(7, ['dgft']), who(10, ['isAdmin'])]) {
      expect(navLabels(navbarFor(p))).not.toContain('Tools > REST API');
    }
  });

  it('a group whose every link is refused is not shown', () => {
    for (const [, p] of ROLES)
      for (const e of navbarFor(p)) if (isNavGroup(e)) expect(e.items.length, e.label).toBeGreaterThan(0);
  });

  it('the guard rule: refused = signed in without the route permission; visitors are sent to sign in', () => {
    expect(refusesPath(null, '/pbe')).toBe(false);
    expect(refusesPath(who(101), '/pbe')).toBe(true);
    expect(refusesPath(who(3), '/pbe')).toBe(false);
    expect(refusesPath(who(3), '/rateupload')).toBe(true);
    expect(refusesPath(who(3), '/home')).toBe(false);
  });
});
