/**
 * How users see each wire field (issue 27 item 2): the one table that messages, the portal's tables
 * and forms, and the CLI's output name fields by. A message says "Gross weight is required", not
 * "grossWeight is required"; the wire name still rides in the error's `field` (API) or the
 * problem's `field` (bulk preview), so scripts and the cell highlight keep working.
 */
import type { z } from 'zod';

/** Wire name → the words a user reads. API-only names a developer types (authKey) stay as they are. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // the order API (001 §3) and the bulk workbook's columns (001 §2.10)
  authKey: 'authKey',
  orderData: 'orderData',
  orderId: 'Order ID',
  boxId: 'Box ID',
  pbe: 'PBE type',
  description: 'Description',
  packageDesc: 'Package description',
  quantity: 'Quantity',
  quantity_number: 'Quantity',
  quantity_unit: 'Unit',
  unit: 'Unit',
  weight: 'Weight',
  itemNetWeight: 'Item net weight',
  itemGrossWeight: 'Item gross weight',
  grossWeight: 'Gross weight',
  invoiceNo: 'Invoice number',
  invoiceDate: 'Invoice date',
  invoiceTerms: 'Invoice terms',
  consigneeName: 'Consignee name',
  consigneeBusinessName: 'Consignee business name',
  consigneeAddress: 'Consignee address',
  consigneeCity: 'Consignee city',
  consigneeState: 'Consignee state',
  consigneeZipCode: 'Consignee ZIP code',
  consigneeCountry: 'Consignee country',
  consigneeEmail: 'Consignee email',
  consigneeMobile: 'Consignee mobile',
  consigneeImporterCode: 'Consignee importer code',
  consigneeDetails_name: 'Consignee name',
  consigneeDetails_address: 'Consignee address',
  consigneeDetails_city: 'Consignee city',
  consigneeDetails_state: 'Consignee state',
  consigneeDetails_zipCode: 'Consignee ZIP code',
  consigneeDetails_country: 'Consignee country',
  ieCode: 'IEC',
  insurance: 'Insurance',
  freight: 'Freight',
  otherCharge: 'Other charges',
  compensationCess_rate: 'Compensation cess rate',
  customDuties_cess: 'Customs cess',
  customDuties_CessRate: 'Customs cess rate',
  customDuties_exportDutyRate: 'Export duty rate',
  exportDutyRate: 'Export duty rate',
  dutyCess_rate: 'Duty cess rate',
  fob_foreign: 'FOB value in invoice currency',
  igstDetails_rate: 'IGST rate',
  igstMode: 'IGST mode',
  currency: 'Currency',
  hsnCode: 'HSN code',
  category: 'Category',
  parcelType: 'Parcel type',
  trackingNo: 'Tracking number',
  serialNo: 'Serial number',
  sku: 'SKU',
  trxnId: 'Transaction ID',
  url: 'Product URL',
  // accounts and forms
  gstin: 'GSTIN',
  gstNo: 'GSTIN',
  pan: 'PAN',
  iec: 'IEC',
  adCode: 'AD code',
  ifsc: 'IFSC',
  pinCode: 'PIN code',
  pincode: 'PIN code',
  mobile: 'Mobile',
  email: 'Email',
  docketNo: 'Docket number',
  tempSBill: 'Docket number',
  fileName: 'File name',
  manifestUrl: 'Manifest URL',
};

/** Acronyms kept upper case when a name is turned into words. */
const ACRONYMS = new Set([
  'id',
  'iec',
  'gst',
  'gstin',
  'pan',
  'hsn',
  'fob',
  'igst',
  'pbe',
  'csb',
  'awb',
  'url',
  'sku',
]);

/**
 * The label of a wire field: the table's, else the name in words ("shipperCity" → "Shipper city",
 * "fob_inr" → "FOB inr"). A path (`orderData.3.grossWeight`) is labelled by its last name.
 */
export function fieldLabel(field: string): string {
  const name =
    field
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? field;
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  if (!words.length) return field;
  const [first, ...rest] = words;
  return [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(' ');
}

type RawIssue = z.core.$ZodRawIssue;

const KIND: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/**
 * zod's own wording ("Invalid input: expected number, received undefined") said with the field's
 * label ("Gross weight is required"). Pass it as the parse's error map (`safeParse(v, { error:
 * labelledError })`): a message a schema gives itself still wins, so the spec's texts are kept.
 */
export const labelledError = (iss: RawIssue): string | undefined => {
  const path = (iss.path ?? []).map(String);
  if (!path.length) return undefined;
  const label = fieldLabel(path.join('.'));
  const i = iss as RawIssue & {
    expected?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    values?: unknown[];
    format?: string;
  };
  switch (iss.code) {
    case 'invalid_type':
      return iss.input === undefined || iss.input === null
        ? `${label} is required`
        : `${label} must be ${KIND[i.expected ?? ''] ?? i.expected}`;
    case 'too_small':
      if (i.origin === 'string')
        return Number(i.minimum) <= 1
          ? `${label} is required`
          : `${label} must be at least ${i.minimum} characters`;
      if (i.origin === 'array') return `${label} needs at least ${i.minimum}`;
      return `${label} must be at least ${i.minimum}`;
    case 'too_big':
      if (i.origin === 'string') return `${label} must be at most ${i.maximum} characters`;
      if (i.origin === 'array') return `${label} takes at most ${i.maximum}`;
      return `${label} must be at most ${i.maximum}`;
    case 'invalid_value':
      return `${label} must be one of: ${(i.values ?? []).map(String).join(', ')}`;
    case 'invalid_format':
      return i.format === 'email' ? `${label}: Enter valid email address` : `${label} is not valid`;
    default:
      return undefined;
  }
};

/** The parse options that say zod's own messages with labels: `schema.safeParse(v, LABELLED)`. */
export const LABELLED = { error: labelledError } as const;
