/**
 * Numbers and messages of the export documents (001 §5 "Docket detail", §8, §9; issue 6).
 */

/** "CN22 up to the 300 SDR limit, CN23 above" (UPU Convention, art. 20 / Regulations RL 152). */
export const CN22_MAX_SDR = 300;

/**
 * Rupees per SDR and per unit of each of the 22 currencies: INDICATIVE defaults, not notified
 * rates. The documents print the rates the super admin publishes (`exchange_rates`, see
 * exchange-rates.ts: CBIC notification, IMF SDR); these are only the seed's first rows (labelled
 * INDICATIVE, effective since 1970) and the fallback for a code without any row.
 */
export const SDR_INR = 113.5;
export const INR_PER_UNIT: Readonly<Record<string, number>> = {
  AUD: 55.4,
  BHD: 223.6,
  CAD: 61.2,
  CNY: 11.7,
  DKK: 12.6,
  EUR: 94.2,
  HKD: 10.8,
  JPY: 0.57,
  KRW: 0.062,
  KWD: 274.9,
  NZD: 50.6,
  NOK: 8.1,
  GBP: 110.3,
  QAR: 23.1,
  SAR: 22.4,
  SGD: 64.9,
  ZAR: 4.7,
  SEK: 8.6,
  CHF: 101.6,
  TRY: 2.1,
  AED: 22.9,
  USD: 84.1,
};

export const DOCUMENT_LIMITS = {
  /** "additional document description 5 to 40 characters" (001 §9). */
  descriptionMin: 5,
  descriptionMax: 40,
  /** 1 MB, the spec's file limit (001 §9 "at most 1024 KB"), enforced on the server. */
  uploadMaxBytes: 1024 * 1024,
  /** "Invoice generation button re-enable time-out: 60 seconds" (the page's; the server allows a retry any time). */
  regenerateAfterMs: 60_000,
  /** Ours (sendDocViaEmail): above this total the mail goes without the invoices zip (common mail servers take 20–25 MB). */
  emailMaxBytes: 20 * 1024 * 1024,
} as const;

export const DOCUMENT_MSG = {
  // Spec, verbatim (001 §5, §8).
  description: 'Please enter some description for file.',
  noFile: 'Please Select a File to Upload.',
  cn22Failed: 'Unable to generate CN 22 Form',
  harmonizedFailed: 'Unable to generate harmonized label',
  // Ours (the spec shows "the server message as an alert").
  pdfOnly: 'Only PDF files can be uploaded as additional documents.',
  proofKinds: 'Only png, jpeg or pdf files can be uploaded.',
  emptyFile: 'The file is empty. Please choose the PDF again.',
  tooLarge: 'File is too large, max 1MB file is permitted',
  docketNotFound: 'Docket not found.',
  unknownDocument: 'Unknown document type.',
  invoiceNotFound: 'No invoice with this number in the docket.',
  invoicesQueued: 'Export invoices are being generated. You will be notified when they are ready.',
  invoicesReady: (docketNo: string) => `All export invoices of docket ${docketNo} are generated.`,
  invoicesFailed: (docketNo: string, reason: string) =>
    `Export invoices of docket ${docketNo} could not be generated: ${reason}`,
  zipNotReady: 'The export invoices of this docket are not generated yet. Please press Generate first.',
  deleteOnlyPending: 'Documents can be deleted only while the pickup is Pending.',
  fileNotFound: 'File not found.',
  stillRendering: 'This document is still being prepared. Please try again in a minute.',
  // sendDocViaEmail (ours: the spec names the call only).
  emailQueued: (docketNo: string, email: string) =>
    `The documents of docket ${docketNo} will be mailed to ${email}.`,
  emailNoAddress: 'The exporter of this docket has no email address. Please add one to the profile first.',
  emailSubject: (docketNo: string) => `Documents of docket ${docketNo}`,
  emailZipLeftOut: (mb: number) =>
    `The export invoices (zip) are not attached: with them the mail would exceed ${mb} MB. Download them from the docket page.`,
} as const;
