/**
 * The RBI EDF details form (001 §3 "EDF details form", §5 "Docket detail", §9): its code lists,
 * defaults and checks, for the portal's form, the API and the EDF PDF alike.
 */
import { z } from 'zod';
import { boundMessage } from '../orders/fields';
import { ORDER_BOUNDS } from '../orders/limits';

/** "EDF category codes: 1 Custom (DTA units), 2 SEZ, 3 Status holder exporters, 4 100% EOU, 5 Warehouse Export, 6 Others." */
export const EDF_CATEGORIES: Readonly<Record<string, string>> = {
  '1': 'Custom (DTA units)',
  '2': 'SEZ',
  '3': 'Status holder exporters',
  '4': '100% EOU',
  '5': 'Warehouse Export',
  '6': 'Others',
};
/** "Nature of contract codes: 1 FOB, 2 CIF, 3 C&F, 4 CI, 5 Others (door to door)." */
export const EDF_NATURES: Readonly<Record<string, string>> = {
  '1': 'FOB',
  '2': 'CIF',
  '3': 'C&F',
  '4': 'CI',
  '5': 'Others (door to door)',
};
/** "Mode of realisation: L/C, BG, Others (advance payment etc.)." */
export const EDF_MODES = ['L/C', 'BG', 'Others (advance payment etc.)'] as const;
/** "Declaration options: already realized by debit/credit card, 90 days." */
export const EDF_DECLARATIONS = ['already realized by debit/credit card', '90 days'] as const;
export const EDF_ACU = ['Yes', 'No'] as const;

export const EDF_AMOUNT_FIELDS = [
  'freight',
  'insurance',
  'commission',
  'discount',
  'packing',
  'deduction',
] as const;

/** "EDF amount fields accept digits, dot and space only". */
const amount = (name: string) =>
  z
    .string()
    .max(20)
    .regex(/^[\d. ]*$/, { message: `${name} accepts digits, dot and space only` })
    .transform((s) => s.replace(/\s+/g, '') || '0')
    .refine((s) => Number.isFinite(Number(s)), { message: `${name} is not a number` })
    // One consignment's amounts (issue 23): core/orders/limits.ts says why.
    .refine((s) => !(Number(s) > ORDER_BOUNDS.inr.max), { message: boundMessage(name, ORDER_BOUNDS.inr) });

/** "empty dates are sent as empty strings". */
const date = z
  .string()
  .max(10)
  .regex(/^$|^\d{2}-\d{2}-\d{4}$|^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are DD-MM-YYYY or YYYY-MM-DD' });
const text = (max: number) => z.string().trim().max(max);

export const edfDetailsSchema = z.object({
  formNo: text(40).default(''),
  rbiApprovalNo: text(40).default(''),
  rbiApprovalDate: date.default(''),
  categoryOfExporter: z.enum(Object.keys(EDF_CATEGORIES) as [string, ...string[]]).default('1'),
  natureOfContract: z.enum(Object.keys(EDF_NATURES) as [string, ...string[]]).default('1'),
  modeOfRealisation: z.enum(EDF_MODES).default('L/C'),
  exporterDeclaration: z.enum(EDF_DECLARATIONS).default('90 days'),
  thirdPartyName: text(120).default(''),
  thirdPartyAddress: text(300).default(''),
  acuPayment: z.enum(EDF_ACU).default('Yes'),
  receiptNumber: text(40).default(''),
  receiptDate: date.default(''),
  freight: amount('freight').default('0'),
  insurance: amount('insurance').default('0'),
  commission: amount('commission').default('0'),
  discount: amount('discount').default('0'),
  packing: amount('packing').default('0'),
  deduction: amount('deduction').default('0'),
});

export type EdfDetails = z.output<typeof edfDetailsSchema>;

/** "EDF defaults: amounts 0, mode L/C, category 1, nature 1, ACU payment Yes." */
export const EDF_DEFAULTS: EdfDetails = edfDetailsSchema.parse({});

/** saveEdfData {edfDetails, tempSBill, invoiceNo, isAll, invoices}: one invoice, some, or all of the docket. */
export const saveEdfSchema = z.object({
  tempSBill: z.string().trim().toUpperCase(),
  edfDetails: edfDetailsSchema,
  invoiceNo: z.string().trim().max(40).optional(),
  isAll: z.boolean().optional().default(false),
  invoices: z.array(z.string().trim().max(40)).max(5000).optional(),
});
