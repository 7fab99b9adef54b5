import { describe, expect, it } from 'vitest';
import { can, ONBOARDING_STEP_IDS, onboardingChecklist, type OnboardingFacts } from '../src';

const none: OnboardingFacts = {
  dockets: 0,
  docketFiles: 0,
  recorded: [],
  invoiceRuns: 0,
  pickups: 0,
  ibmFiles: 0,
  pbeNumbers: 0,
};
const ticked = (f: Partial<OnboardingFacts>) =>
  onboardingChecklist({ ...none, ...f })
    .steps.filter((s) => s.done)
    .map((s) => s.id);

describe("a new exporter's first-login checklist (issue 18)", () => {
  it("the landing page's steps, in its order, none done for a fresh account", () => {
    const list = onboardingChecklist(none);
    expect(list.steps.map((s) => s.title)).toEqual([
      'Upload basic documents',
      'Compare rates',
      'Generate documents',
      'Prepare dispatch',
      'Export',
    ]);
    expect(list.steps.map((s) => s.id)).toEqual([...ONBOARDING_STEP_IDS]);
    expect(list).toMatchObject({ done: 0, total: 5, complete: false });
    for (const s of list.steps) expect(s.to).toMatch(/^\//);
  });
  it.each<[Partial<OnboardingFacts>, string[]]>([
    [{ dockets: 1 }, ['upload-documents']],
    [{ docketFiles: 2 }, ['upload-documents']],
    [{ recorded: ['compare-rates'] }, ['compare-rates']],
    [{ recorded: ['generate-documents'] }, ['generate-documents']],
    [{ invoiceRuns: 1 }, ['generate-documents']],
    [{ pickups: 1 }, ['prepare-dispatch']],
    [{ ibmFiles: 1 }, ['prepare-dispatch']],
    [{ pbeNumbers: 1 }, ['export']],
    [{ recorded: ['something-else'] }, []],
  ])('%o ticks %o', (facts, ids) => expect(ticked(facts)).toEqual(ids));
  it('every step done: complete', () => {
    const all = onboardingChecklist({
      dockets: 1,
      docketFiles: 0,
      recorded: ['compare-rates', 'generate-documents'],
      invoiceRuns: 0,
      pickups: 1,
      ibmFiles: 0,
      pbeNumbers: 1,
    });
    expect(all).toMatchObject({ done: 5, complete: true });
  });
  it('exporters and their users have it; other roles do not', () => {
    expect(can({ userType: 1, roles: [] }, 'onboarding.checklist')).toBe(true);
    expect(can({ userType: 3, roles: [] }, 'onboarding.checklist')).toBe(true);
    for (const userType of [2, 4, 5, 6, 7, 10, 11, 12, 101])
      expect(can({ userType, roles: [] }, 'onboarding.checklist'), String(userType)).toBe(false);
  });
});
