/** MEIS screens' messages (001 §5, §8, §9), verbatim where the spec quotes them; the rest ours. */
export const MEIS_MSG = {
  noMoreData: 'No More Data',
  noDataFound: 'No Data Found',
  remarkMin: 'Please enter min 15 character',
  oops: 'Oops!',
  sorry: 'Sorry!',
  // Ours (the spec does not show the server's words):
  selectOrders: 'Please select at least one order.',
  notYourOrder: 'These orders are not yours.',
  notFound: 'MEIS application not found.',
  fileNeeded: 'Please choose a file.',
  notAllowed: (status: string) => `This is not allowed while the application is ${status}.`,
  locked: (status: string) => `This application is ${status}; its status can no longer change.`,
  notDgft: 'Only DGFT reviews MEIS applications.',
  badTarget: 'Please choose Approved, Under Review, Add. Docs Requested or Rejected.',
  badDocType: 'Document type must be pod, pop, coi or ad.',
  onlyPdfOrImage: (name: string) => `${name}: only PDF or image (PNG, JPEG) files are accepted.`,
  podNeeded: 'Please upload the proof of export (pod) before sending to DGFT.',
  // Issue 24: only shipped goods are claimed; `gaps` names the dockets and their orders.
  noShippingBill: (gaps: string) =>
    `A claim can be submitted and approved only for shipped goods. No shipping bill (PBE) number and date yet for ${gaps}.`,
  fileMissing: 'File not found.',
  alreadyClaimed: (orders: string) => `Already claimed in another MEIS application: ${orders}.`,
  noRate: (hs: string, date: string, scheme: string) =>
    `No ${scheme} rate in force for ITC HS ${hs} on ${date}.`,
  badHs: (row: number) => `Row ${row}: ITC HS code must be 6 or 8 digits.`,
  noOrderRows: 'The MEIS Excel has no order rows.',
  unknownOrder: (row: number) => `Row ${row}: this order is not in your MEIS listing.`,
  generated: (refNo: string) => `MEIS application ${refNo} generated.`,
  submitted: 'Sent to DGFT for review.',
  statusUpdated: (s: string) => `Status changed to ${s}.`,
  remarkAdded: 'Remark added.',
  uploaded: 'Files uploaded.',
  deleted: 'File deleted.',
  mailed: (email: string) => `MEIS report mailed to ${email}.`,
  pdfTooMany: (max: number) => `A PDF takes at most ${max} orders; please use Download Excel for more.`,
  // Scheme rates upload (super admin):
  duplicateHs: (hs: string, rows: number[]) =>
    `ITC HS code ${hs} appears more than once (rows ${rows.join(', ')}). Nothing was saved.`,
  badRate: (row: number) => `Row ${row}: rate of entitlement must be a percentage between 0 and 100.`,
  badCap: (row: number) => `Row ${row}: cap per unit must be a positive amount or empty.`,
  noRateRows: 'The workbook has no rate rows.',
  missingColumns: (cols: string[]) => `Missing column(s): ${cols.join(', ')}.`,
  rateUploaded: (n: number, scheme: string, from: string) => `${n} ${scheme} rates in force from ${from}.`,
  rolledBack: 'Schedule rolled back; the previous one is in force again.',
} as const;

/** The remark rule: 'min 15 character' — 15 characters are enough, 14 are not (trimmed). */
export const REMARK_MIN = 15;
export const remarkError = (s: string): string | null =>
  s.trim().length < REMARK_MIN ? MEIS_MSG.remarkMin : null;

/** A MEIS PDF is laid out whole in memory (pdfmake): past this many orders, the Excel (streamed) is the report. */
export const MEIS_PDF_MAX_ORDERS = 2000;

/** The MEIS listing pages 20 orders; More Orders shows only over 20 orders and before the end. */
export const MEIS_PAGE_SIZE = 20;
export const showMoreOrders = (total: number, page: number) =>
  total > MEIS_PAGE_SIZE && (page + 1) * MEIS_PAGE_SIZE < total;

/**
 * A MEIS report queued as a job (issue 29 item 5) takes up to this many orders: the file is made
 * in the worker, streamed (Excel) or in parts (PDF), so the request's 2,000 cap does not apply.
 */
export const MEIS_REPORT_MAX_ORDERS = 50_000;
/**
 * Orders per PDF of a MEIS report job: past it, the report is a zip of PDFs of this many each.
 * pdfmake lays a PDF out whole in memory, so one PDF of 50,000 orders is out of the question;
 * 500 renders in about a second on the pool's thread. Not yet flat: the worker's peak RSS still
 * grows with the number of parts (bench/reports.mjs: +300 MB at 10,000 orders, +960 MB at 50,000,
 * the same with parts of 2,000 and in process), so something in the renderer keeps memory.
 */
export const MEIS_PDF_PART_ORDERS = 500;
