/**
 * A new exporter's first-login checklist (issue 18): the landing page's own steps ("upload basic
 * documents, compare rates, generate documents, prepare dispatch, export", 000 §4), each ticked
 * by doing it. The API gathers the facts; which fact ticks which step is decided here, once.
 */
import { z } from 'zod';

export const ONBOARDING_STEP_IDS = [
  'upload-documents',
  'compare-rates',
  'generate-documents',
  'prepare-dispatch',
  'export',
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

/** Steps that nothing in the tables shows afterwards, so the API records the first time they happen. */
export const RECORDED_STEPS = [
  'compare-rates',
  'generate-documents',
] as const satisfies readonly OnboardingStepId[];
export type RecordedStep = (typeof RECORDED_STEPS)[number];

/** What the API knows about one exporter account (an exporter user's facts are its admin's). */
export interface OnboardingFacts {
  /** Dockets of the exporter: orders came in by Bulk Upload, the order API or the CLI. */
  dockets: number;
  /** Files uploaded to the exporter's dockets (PBE copy, RBI, invoices, receipts, proofs). */
  docketFiles: number;
  /** Recorded steps: a rate quote asked while signed in, a generated document downloaded. */
  recorded: readonly string[];
  /** Dockets whose "all export invoices" run finished (Generated). */
  invoiceRuns: number;
  /** Dockets with a pickup scheduled or picked up. */
  pickups: number;
  /** Dockets with the exporter's IBM workbook uploaded. */
  ibmFiles: number;
  /** Dockets whose PBE (shipping bill) number and date customs have entered: the export went through. */
  pbeNumbers: number;
}

interface StepRule {
  id: OnboardingStepId;
  title: string;
  /** What ticks it, in the exporter's words. */
  hint: string;
  /** Where the exporter does it. */
  to: string;
  done: (f: OnboardingFacts) => boolean;
}

const STEP_RULES: readonly StepRule[] = [
  {
    id: 'upload-documents',
    title: 'Upload basic documents',
    hint: 'Upload your orders and invoices (Bulk Upload, the order API or the CLI), or a file to a docket.',
    to: '/bulkupload',
    done: (f) => f.dockets > 0 || f.docketFiles > 0,
  },
  {
    id: 'compare-rates',
    title: 'Compare rates',
    hint: 'Price a parcel with every carrier in the rate calculator.',
    to: '/ratecalculator/new',
    done: (f) => f.recorded.includes('compare-rates'),
  },
  {
    id: 'generate-documents',
    title: 'Generate documents',
    hint: "Open a docket's PBE, invoice, CN22/CN23 or labels, or generate all its invoices.",
    to: '/pbe',
    done: (f) => f.recorded.includes('generate-documents') || f.invoiceRuns > 0,
  },
  {
    id: 'prepare-dispatch',
    title: 'Prepare dispatch',
    hint: 'Book a pickup for a docket, or upload its IBM file.',
    to: '/pbe',
    done: (f) => f.pickups > 0 || f.ibmFiles > 0,
  },
  {
    id: 'export',
    title: 'Export',
    hint: 'Hand the parcels to the foreign post office: this ticks when customs record the PBE number of one of your dockets.',
    to: '/pbe',
    done: (f) => f.pbeNumbers > 0,
  },
];

export const onboardingStepSchema = z.object({
  id: z.enum(ONBOARDING_STEP_IDS),
  title: z.string(),
  hint: z.string(),
  to: z.string(),
  done: z.boolean(),
});
export const onboardingChecklistSchema = z.object({
  steps: z.array(onboardingStepSchema),
  done: z.number().int(),
  total: z.number().int(),
  complete: z.boolean(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;

/** The checklist for these facts, in the landing page's order. */
export function onboardingChecklist(f: OnboardingFacts): OnboardingChecklist {
  const steps = STEP_RULES.map(({ done, ...s }) => ({ ...s, done: done(f) }));
  const n = steps.filter((s) => s.done).length;
  return { steps, done: n, total: steps.length, complete: n === steps.length };
}

export const ONBOARDING_MSG = {
  title: 'Get started with ExportDesk',
  progress: (done: number, total: number) => `${done} of ${total} steps done`,
  complete: 'All set: you have shipped your first export with ExportDesk.',
  notExporter: 'The getting-started checklist is for exporter accounts.',
} as const;
