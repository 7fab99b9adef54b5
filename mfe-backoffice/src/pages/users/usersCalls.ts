/** Calls of Clients & Users (/users; issue 14): the users area, the plans, domestic approvals, sub-users, View as. */
import {
  DOMESTIC_CONTRACTS,
  SUBSCRIPTION_CONTRACTS,
  USER_CONTRACTS,
  type AnswerData,
  type PayloadOf,
  type PublicUser,
} from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

const u = USER_CONTRACTS;

export type UserItem = PublicUser;
export type PlanOf = AnswerData<typeof SUBSCRIPTION_CONTRACTS.plansOf>[string];

export const listUsers = (q: { page: number; search: string; userType: string }, signal?: AbortSignal) =>
  callContract(
    u.list,
    {
      query: {
        page: q.page,
        ...(q.search ? { search: q.search } : {}),
        ...(q.userType ? { userType: q.userType } : {}),
      },
    },
    signal,
  );
export const plansOf = (ids: number[], signal?: AbortSignal) =>
  callContract(SUBSCRIPTION_CONTRACTS.plansOf, { query: { ids: ids.join(',') } }, signal);
export const setActive = (v: { userId: number; isActive: boolean }) =>
  callContract(u.active, { params: { id: v.userId }, body: { isActive: v.isActive } });
export const pendingDomestic = (signal?: AbortSignal) =>
  callContract(DOMESTIC_CONTRACTS.pendingDomestic, {}, signal);
export const decideDomestic = (v: { userId: number; approve: boolean }) =>
  callContract(DOMESTIC_CONTRACTS.approveDomestic, { body: v });
export type NewSubUser = PayloadOf<typeof u.subuser>;
/** An exporter admin adds a user under its IEC (userType 3). */
export const addSubUser = (v: NewSubUser) => callContract(u.subuser, { body: v });
/** Support's read-only "View as" token (super admin; issue 14). */
export const impersonate = (userId: number) => callContract(u.impersonate, { params: { id: userId } });
