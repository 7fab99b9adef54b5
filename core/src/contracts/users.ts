/**
 * Users (issue 14): the Clients & Users list, an exporter admin's sub-users, activation, the
 * super admin's read-only "View as" session, and the CHA ↔ exporter links.
 */
import { z } from 'zod';
import { pagerSchema } from '../pager';
import { chaLinkSchema, subUserSchema, userActiveSchema, userListQuerySchema } from '../schemas/users';
import { publicUserSchema } from './auth';
import { contract } from './contract';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** An exporter a CHA works for. */
export const linkedExporterSchema = z.object({
  userId: z.number().int(),
  ieCode: z.string().nullable(),
  name: z.string(),
});
export type LinkedExporter = z.output<typeof linkedExporterSchema>;

export const chaLinksSchema = z
  .object({
    cha: z.object({
      userId: z.number().int(),
      userName: z.string(),
      name: z.string(),
      userType: z.number().int(),
    }),
    exporters: z.array(linkedExporterSchema),
    history: z.array(
      z.object({
        id: z.number().int(),
        action: z.string().describe('link or unlink'),
        at: z.number().describe('epoch ms'),
        ieCode: z.string().nullable(),
        name: z.string(),
        by: z.string().nullable().describe('Username of who acted'),
      }),
    ),
  })
  .meta({ id: 'ChaLinks' });
export type ChaLinks = z.output<typeof chaLinksSchema>;

const T = 'Users';

export const USER_CONTRACTS = {
  list: contract({
    name: 'listUsers',
    summary: "Clients & Users: every account (super admin) or an exporter admin's own users",
    method: 'GET',
    path: 'users',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    query: userListQuerySchema,
    answer: z.object({ users: z.array(publicUserSchema), pager: pagerSchema }),
  }),
  subuser: contract({
    name: 'createSubUser',
    summary: 'Add a user under the exporter admin (signs in on the User tab)',
    method: 'POST',
    path: 'users/subuser',
    tag: T,
    auth: 'bearer',
    permission: 'users.subusers',
    status: 201,
    payload: subUserSchema,
    answer: publicUserSchema,
  }),
  active: contract({
    name: 'setUserActive',
    summary: 'Activate or deactivate a user (a deactivated one is signed out)',
    method: 'POST',
    path: 'users/{id}/active',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    params: idParam,
    payload: userActiveSchema,
    answer: publicUserSchema,
  }),
  impersonate: contract({
    name: 'impersonateUser',
    summary: 'View as: a read-only 15-minute session as this user (audited)',
    method: 'POST',
    path: 'users/{id}/impersonate',
    tag: T,
    auth: 'bearer',
    permission: 'users.manage',
    params: idParam,
    answer: z.object({
      token: z.string(),
      expiresAt: z.number().describe('epoch ms'),
      user: publicUserSchema,
    }),
  }),
  link: contract({
    name: 'linkChaExporter',
    summary: 'Let a CHA work for an exporter; answers its exporters',
    method: 'POST',
    path: 'users/cha-links',
    tag: T,
    auth: 'bearer',
    permission: 'users.manage',
    payload: chaLinkSchema,
    answer: z.array(linkedExporterSchema),
  }),
  unlink: contract({
    name: 'unlinkChaExporter',
    summary: 'Stop a CHA working for an exporter; answers its exporters',
    method: 'DELETE',
    path: 'users/cha-links',
    tag: T,
    auth: 'bearer',
    permission: 'users.manage',
    payload: chaLinkSchema,
    answer: z.array(linkedExporterSchema),
  }),
  chaLinks: contract({
    name: 'getChaLinks',
    summary: "A CHA's exporters and its link history",
    method: 'GET',
    path: 'users/cha-links/{id}',
    tag: T,
    auth: 'bearer',
    permission: 'users.manage',
    params: idParam,
    answer: chaLinksSchema,
  }),
  myExporters: contract({
    name: 'myExporters',
    summary: 'The exporters the signed-in CHA works for',
    method: 'GET',
    path: 'users/my-exporters',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    answer: z.array(linkedExporterSchema),
  }),
};
