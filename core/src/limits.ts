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

/**
 * Default rate limits per window (requests per minute; the API reads RATE_LIMIT_* over these,
 * api/src/http/rate-limit.ts says why each). The API docs page quotes them.
 */
export const RATE_LIMIT_DEFAULTS = {
  windowSec: 60,
  orderApi: 600,
  quote: 1200,
  quoteBatch: 30,
  renders: 120,
} as const;
