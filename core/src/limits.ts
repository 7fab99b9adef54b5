/** Business constants and limits of the spec, in one place. */
export const LIMITS = {
  passwordMin: 5, // "Login password or OTP minimum 5"
  newPasswordMin: 8, // "new password minimum 8"
  trackingLengths: [13, 14],
  bulkUploadMaxRows: 5000,
  pdfMaxBytes: 1024 * 1024, // "at most 1024 KB"
  searchMin: 3,
  pageSize: 20,
  contactNameMin: 3,
  contactCompanyMin: 3,
  contactMessageMin: 10,
  apiKeyPresentAbove: 10, // "API key present when longer than 10 characters"
} as const;
