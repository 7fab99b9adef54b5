/** User-facing messages quoted from the spec (typos included: tests assert them verbatim). */
export const MSG = {
  // 000 §5, 002 §5
  provideUsernamePassword: 'Please provide username & password',
  provideIecPassword: 'Please provide IEC with Password',
  invalidUsername: 'Invalid username',
  enterUsername: 'Please enter username.',
  passwordMin8: 'Password must be of min 8 charecters.',
  passwordsMustMatch: 'Password & confirm password must be same.',
  passwordsNotSame: 'New Password & Confirm Password are not same.',
  accountNotActivated: 'Your account is not activated.',
  invalidTrackingNo: 'Invalid Tracking No.',
  // contact form (000 §5)
  nameRequired: 'Name is Required.',
  companyRequired: 'Company Name is Required.',
  invalidEmail: 'Invalid Email ID.',
  invalidMobile: 'Invalid Mobile No.',
  invalidMessage: 'Invalid Message',
  // helpdesk, tickets, HS lookup, tracking (002 §5, §8; 000 §8)
  helpdeskNameRequired: 'Name is required',
  helpdeskEmailRequired: 'Email is required',
  helpdeskEmailInvalid: 'Email must be a valid email address',
  helpdeskMobileRequired: 'Mobile is required',
  helpdeskMobileDigits: 'Mobile must be 10 digits only',
  invalidUrl: 'not a valid URL',
  invalidCaptcha: 'Invalid captcha, try again',
  hsSearchMin: 'Please enter min 3 characters to search!.',
  hsSpecialChars: 'Do not use special characters',
  noRecordFound: 'No Record Found',
  noDataFound: 'No Data Found',
  // ours, where the spec shows none
  passwordNoSpaces: 'Password must not contain spaces.',
  invalidCredentials: 'Invalid username or password.',
  unknownUserType: 'Unknown user type.',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  resetLinkSent: 'If the account exists, a password reset link has been sent to its registered email.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Password changed successfully.',
  wrongOldPassword: 'Old password is incorrect.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'Logged out successfully.',
  loginSuccess: 'Login successful.',
  firstLoginSetPassword: 'Please set a new password to continue.',
  usernameTaken: 'This username is already registered.',
  iecTaken: 'This IEC is already registered.',
  invalidIec: 'Invalid IEC. It must be 10 letters or digits.',
  registered: 'Registered',
  notAllowed: 'You are not allowed to do this.',
  readOnlySession: 'Read-only support session.',
  /** Issue 23: a "View as" session never obtains a credential or moves money, even by GET. */
  readOnlyNoToken: 'Read-only support session: it cannot sign in elsewhere or issue keys.',
  readOnlyNoPayment: 'Read-only support session: it cannot start or confirm a payment.',
  /** A dependency (Redis) is down: 503 with Retry-After, never a sign-out (issue 12 item 9). */
  serviceUnavailable: 'Service temporarily unavailable, please retry',
  /** A text field holding a broken character (a lone UTF-16 surrogate) or a control character. */
  textNotWellFormed: (field: string) =>
    `${field} holds a character that is not valid text; please retype it.`,
  textControlChar: (field: string) => `${field} holds an invisible control character; please remove it.`,
  textOneLine: (field: string) => `${field} must be one line, without tabs or line breaks.`,
  /** A request over a rate limit (429); `who` is 'API key', 'account' or 'address'. */
  rateLimited: (limit: number, windowSec: number, who: string, retryAfterSec: number) =>
    `Too many requests: at most ${limit} per ${windowSec === 60 ? 'minute' : `${windowSec} seconds`} for this ${who}. Please retry in ${retryAfterSec} second${retryAfterSec === 1 ? '' : 's'}.`,
} as const;
