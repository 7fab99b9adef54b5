/**
 * Messages of orders in. The spec's are verbatim (typos included, 001 §5 "Bulk upload"); where the
 * spec shows none (the public API's field checks, limits, keys) the message is ours and names the
 * wire field, so a CI log says exactly what to fix.
 */
import { didYouMean } from '../rates/country-suggest';
import { fieldLabel } from '../labels';

export const ORDER_LIMITS = {
  /** Orders accepted in one saveorderdata call; more is refused whole (split into several calls). */
  maxOrdersPerCall: 1000,
  bulkMaxRows: 5000,
  /** The bulk file as uploaded; 5000 rows of the spec's 22 columns take about 0.5 MB. */
  bulkMaxBytes: 20 * 1024 * 1024,
  /** The workbook unpacked: far above any 5000-row sheet, far below a zip bomb. */
  bulkMaxUnpackedBytes: 200 * 1024 * 1024,
  /** "search minimum 3 characters" (001 §9). */
  searchMin: 3,
} as const;

export const BULK_MSG = {
  notExcel: 'Not a Valid Excel File. Extension must be .xls or .xlsx',
  noData: 'This file does not have any Data',
  onlyOneEntry: 'This file conatains 1st entry without description.',
  tooManyRows: 'File size to large, Max 5000 records are allowed.',
  // ours
  notXlsxContent:
    'Not a Valid Excel File. The content is not an Excel workbook (a CSV or another file renamed .xlsx?).',
  oldXls:
    'Not a Valid Excel File. This is an old Excel 97-2003 (.xls) workbook: open it in Excel and save it as .xlsx.',
  zipBomb: 'Not a Valid Excel File. The workbook unpacks to more than 200 MB, which no 5000-row sheet needs.',
  // ours: the workbook guard's other refusals (issue 12); zipBomb's figure when the limit is configured
  unpacksOver: (mb: number) =>
    `Not a Valid Excel File. The workbook unpacks to more than ${mb} MB, which no 5000-row sheet needs.`,
  tooManyParts: (max: number) =>
    `Not a Valid Excel File. The workbook holds more than ${max} parts, which no 5000-row sheet needs.`,
  overPacked: (ratio: number) =>
    `Not a Valid Excel File. A part of the workbook is packed more than ${ratio} to 1, which no real sheet is (a zip bomb?).`,
  forgedSizes:
    'Not a Valid Excel File. A part of the workbook unpacks to more than its zip directory declares: the file is damaged or forged.',
  tooBig: 'File size to large, Max 5000 records are allowed. The file is larger than 20 MB.',
  noSubscription:
    'A valid subscription is required for bulk upload. Please subscribe to a plan and try again.',
  ieCodeRequired: 'IEC is required: a CHA uploads for the exporter named by the ieCode column.',
  notLinked: (iec: string) => `ieCode ${iec} is not an exporter linked to your account.`,
  duplicateOrderId: (orderId: string, firstRow: number) =>
    `orderId ${orderId} is repeated (first on row ${firstRow}).`,
  rejected: (bad: number, rows: number) =>
    `${bad} of ${rows} rows are invalid; nothing was saved. Fix the rows listed and upload again.`,
  // ours: the report of an upload whose job could not be queued (Redis down); nothing of it was saved
  notQueued:
    'This upload could not be queued because the service was temporarily unavailable. Nothing from it was saved; please upload the file again.',
  saved: (rows: number, dockets: number) => `${rows} rows saved under ${dockets} docket(s).`,
  rawDataCustomAgent: 'This feature is under development.',
  /** The same workbook again (409): the earlier upload's date (India, DD-MM-YYYY) and docket(s). */
  duplicateFile: (uploadedOn: string, dockets: string[]) =>
    dockets.length
      ? `This file was already uploaded on ${uploadedOn} as docket${dockets.length > 1 ? 's' : ''} ${dockets.join(', ')}. Upload it again only if you mean to.`
      : `This file was already uploaded on ${uploadedOn} and is still being processed. Upload it again only if you mean to.`,
  /** A row whose invoice number is already on file for its exporter (in an earlier docket). */
  duplicateInvoice: (invoiceNo: string, docketNo: string) =>
    `Invoice number ${invoiceNo} is already on file in docket ${docketNo} (a duplicate). Upload the file with force only if you mean to save it again.`,
} as const;

export const ORDER_MSG = {
  required: (f: string) => `${fieldLabel(f)} is required`,
  oneOf: (f: string, values: readonly string[]) => `${fieldLabel(f)} must be one of: ${values.join(', ')}`,
  number: (f: string) => `${fieldLabel(f)} must be a number of 0 or more`,
  positive: (f: string) => `${fieldLabel(f)} must be a number above 0`,
  /** A bound of limits.ts, said with its unit and reason: "fob_foreign must be at most 24,000 USD (…)". */
  atMost: (f: string, max: string, why?: string) =>
    `${fieldLabel(f)} must be at most ${max}${why ? ` (${why})` : ''}`,
  // A near miss names what was meant, from the search every country field uses.
  unknownCountry: (f: string, value: string) => {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    const near = didYouMean(value);
    return near
      ? `${fieldLabel(f)}: "${shown}" is not a country in our list. ${near}`
      : `${fieldLabel(f)}: "${shown}" is not a country in our list; use its name (USA, United Kingdom) or ISO code (US, GB)`;
  },
  tooLong: (f: string, max: number) => `${fieldLabel(f)} must be at most ${max} characters`,
  date: (f: string) => `${fieldLabel(f)} must be a real date in DD-MM-YYYY`,
  hsn: 'HSN code: Invalid HSN (Min 4 and max 8 digits)',
  email: 'Consignee email: Enter valid email address',
  mobile: 'Consignee mobile must be digits (a leading + and spaces allowed)',
  pbe1: (f: string) => `${fieldLabel(f)} is required for PBE1 orders`,
  trackingNo: 'Tracking number: Invalid Tracking No.',
  authKeyRequired: 'authKey is required',
  bodyShape: 'Send a JSON object: { "authKey": "<your key>", "orderData": [ <orders> ] }',
  invalidAuthKey: 'Invalid authKey. Generate a key on the API page and send it as authKey.',
  orderDataArray: 'orderData must be an array of order objects',
  orderDataEmpty: 'orderData must contain at least one order',
  tooManyOrders: (n: number) =>
    `Too many orders in one call: ${n}. At most ${ORDER_LIMITS.maxOrdersPerCall} orders are accepted per call; split them into several calls.`,
  duplicateOrderId: (orderId: string) => `Order ID ${orderId} appears more than once in this call`,
  rejected: (bad: number, total: number) => `${bad} of ${total} orders are invalid; nothing was saved.`,
  saved: 'Order data saved successfully.',
  alreadySaved: 'These orders were saved before; the same docket is returned.',
  chaIeCode: 'IEC is required on every order pushed with a CHA key: the IEC of a linked exporter.',
  // PBE list (001 §5 "Export proof list", §8)
  invalidRequest: 'Invalid Request',
  noRecordFound: 'No record found',
  totalFound: (n: number) => `Total ${n} Record(s) Found`,
  downloadStarting: 'Please wait, Download will start shortly',
  noDataBetweenDates: 'No data found between selected date, Select other date & try again',
  // API key (001 §4 "API key section", §8)
  confirmRegenerate: 'Are you sure?',
  copied: 'Copied to clipboard!',
  keyGenerated: 'API key generated. Copy it now: it is shown only once.',
} as const;
