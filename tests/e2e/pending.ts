/**
 * Routes of the spec's table whose page has not shipped yet, with the issue that owns them. The
 * route walk (in a11y.spec.ts, every route for every role) and the menu walk fail on a "Coming
 * soon" not listed here. Take a route off when its page ships.
 */
export const PENDING: Record<string, string> = {};
