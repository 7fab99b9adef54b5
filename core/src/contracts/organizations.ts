/**
 * The spec's organization service (000 §7: its own login, sent as d2Auth): the organizations,
 * their permissions and subscription, the integrated carriers, and the address book.
 */
import { z } from 'zod';
import { pagerSchema } from '../pager';
import { organizationSchema, organizationUpdateSchema } from '../schemas/auth';
import {
  addressBookQuerySchema,
  manageSubscriptionSchema,
  organizationSubscriptionSchema,
} from '../spec-calls';
import { contract } from './contract';

export const organizationAnswerSchema = z
  .object({
    _id: z.number().int(),
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    permissions: z.array(z.string()),
    isActive: z.boolean(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.output<typeof organizationAnswerSchema>;

const addressBookUser = z.object({
  _id: z.number().int(),
  userType: z.number().int(),
  userName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  ieCode: z.string().nullable(),
  isActive: z.boolean(),
  organizationId: z.number().int().nullable(),
});

const T = 'Organizations';
const admin = { tag: T, auth: 'bearer', permission: 'organizations.manage' } as const;
const list = {
  summary: 'Every organization',
  path: 'organization/list',
  ...admin,
  answer: z.array(organizationAnswerSchema),
};

export const ORGANIZATION_CONTRACTS = {
  list: contract({ name: 'organizationList', method: 'GET', ...list }),
  listPost: contract({
    name: 'organizationListPost',
    description: 'The spec calls it as a POST with an empty body.',
    method: 'POST',
    ...list,
  }),
  getPermissionList: contract({
    name: 'getPermissionList',
    summary: 'The permissions an organization may be given',
    method: 'GET',
    path: 'organization/getPermissionList',
    ...admin,
    answer: z.array(z.string()),
  }),
  add: contract({
    name: 'addOrganization',
    summary: 'Add an organization',
    method: 'POST',
    path: 'organization/add',
    ...admin,
    status: 201,
    payload: organizationSchema,
    answer: organizationAnswerSchema,
  }),
  update: contract({
    name: 'updateOrganization',
    summary: 'Change an organization: only the fields sent change',
    method: 'POST',
    path: 'organization/update',
    ...admin,
    payload: organizationUpdateSchema,
    answer: organizationAnswerSchema,
  }),
  manageSubscription: contract({
    name: 'manageSubscription',
    summary: "Set an organization's plan, its end date and whether it is on",
    method: 'POST',
    path: 'organization/manageSubscription',
    ...admin,
    payload: manageSubscriptionSchema,
    answer: organizationAnswerSchema.extend({ subscription: organizationSubscriptionSchema.nullable() }),
  }),
  getIntegratedVendors: contract({
    name: 'getIntegratedVendors',
    summary: 'The carriers we are integrated with, for booking and tracking',
    method: 'POST',
    path: 'organization/getIntegratedVendors',
    ...admin,
    answer: z
      .array(z.object({ code: z.string(), name: z.string(), booking: z.boolean(), tracking: z.boolean() }))
      .readonly(),
  }),
  userList: contract({
    name: 'addressBookUserList',
    summary: 'The accounts of one organization (or all), a page at a time',
    method: 'POST',
    path: 'addressbook/userList',
    ...admin,
    payload: addressBookQuerySchema,
    answer: z.array(addressBookUser),
    extra: { count: z.number().int(), pager: pagerSchema },
  }),
};
