/** Calls of Clients & Users (/users; issue 14): the users area, the plans, domestic approvals, sub-users, View as. */
import type { Pager } from '@exportdesk/core';
import { get, post } from '@exportdesk/portal-kit';

export interface UserItem {
  userId: number;
  userType: number;
  userName: string;
  name: string;
  email: string | null;
  ieCode: string | null;
  isActive: boolean;
  parentUserId: number | null;
}

export interface PlanOf {
  planName: string | null;
  state: string;
  endDate: number | null;
}

export const listUsers = (q: { page: number; search: string; userType: string }, signal?: AbortSignal) =>
  get<{ users: UserItem[]; pager: Pager | null }>(
    `users?${new URLSearchParams({
      page: String(q.page),
      ...(q.search ? { search: q.search } : {}),
      ...(q.userType ? { userType: q.userType } : {}),
    })}`,
    signal,
  );
export const plansOf = (ids: number[], signal?: AbortSignal) =>
  get<Record<string, PlanOf>>(`subscription/plansOf?ids=${ids.join(',')}`, signal);
export const setActive = (v: { userId: number; isActive: boolean }) =>
  post<UserItem>(`users/${v.userId}/active`, { isActive: v.isActive });
export const pendingDomestic = (signal?: AbortSignal) =>
  get<
    Array<{ userId: number; name: string; ieCode: string | null; gstin: string | null; requestedAt: number }>
  >('authentication/pendingDomestic', signal);
export const decideDomestic = (v: { userId: number; approve: boolean }) =>
  post('authentication/approveDomestic', v);
export interface NewSubUser {
  userName: string;
  name: string;
  email: string;
  mobile: string;
  password: string;
}
/** An exporter admin adds a user under its IEC (userType 3). */
export const addSubUser = (v: NewSubUser) => post<UserItem>('users/subuser', v);
/** Support's read-only "View as" token (super admin; issue 14). */
export const impersonate = (userId: number) =>
  post<{ token: string; expiresAt: number }>(`users/${userId}/impersonate`, {});
