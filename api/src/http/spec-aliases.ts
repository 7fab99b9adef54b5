/**
 * The spec's given paths (000 §7, 001 §7) that we serve under another path or method (issue 25):
 * one line each, the spec's address → ours. Registered after every area (last in API_PLUGINS),
 * each alias runs our route's own handler, permission and validation (`alias.ts`). Our own
 * paths stay: the portal and the CLI call them.
 */
import type { Plugin } from '@hapi/hapi';
import { registerAliases, type Alias } from './alias';

const v1 = '/api/v1';

export const SPEC_ALIASES: readonly Alias[] = [
  // 000 §7 authentication/ list: registration under its second name.
  {
    method: 'POST',
    path: `${v1}/authentication/newregistrationUser`,
    of: { method: 'POST', path: `${v1}/authentication/register` },
  },
  // 000 §7: every authentication/ call is a POST unless the spec marks it GET; ours are GETs.
  {
    method: 'POST',
    path: `${v1}/authentication/subscription`,
    of: { method: 'GET', path: `${v1}/authentication/subscription` },
  },
  {
    method: 'POST',
    path: `${v1}/authentication/wallet`,
    of: { method: 'GET', path: `${v1}/authentication/wallet` },
  },
  {
    method: 'POST',
    path: `${v1}/authentication/transactions`,
    of: { method: 'GET', path: `${v1}/authentication/transactions` },
  },
  // 000 §7 "createrazorpayorder-style payment order creation and verifyPayment" under authentication/.
  {
    method: 'POST',
    path: `${v1}/authentication/createrazorpayorder`,
    of: { method: 'POST', path: `${v1}/createrazorpayorder` },
  },
  {
    method: 'POST',
    path: `${v1}/authentication/verifyPayment`,
    of: { method: 'POST', path: `${v1}/verifyPayment` },
  },
  // 000 §7 order/*: the list's filter in the body; requestPickup names its docket in the body.
  { method: 'POST', path: `${v1}/order/allorders`, of: { method: 'GET', path: `${v1}/order/allorders` } },
  {
    method: 'POST',
    path: `${v1}/order/requestPickup`,
    of: { method: 'POST', path: `${v1}/dockets/{docket}/pickup` },
  },
  { method: 'POST', path: `${v1}/order/csbs`, of: { method: 'GET', path: `${v1}/csb` } },
  // 000 §7 save/saveitems: the parcel (box) form.
  { method: 'POST', path: `${v1}/save/saveitems`, of: { method: 'POST', path: `${v1}/order/createBox` } },
];

export const specAliasesPlugin: Plugin<unknown> = {
  name: 'exportdesk-spec-aliases',
  register(server) {
    registerAliases(server, SPEC_ALIASES);
  },
};
