/** Calls of Manage Agents (/manage-agents, super admin; issue 14): CHAs, their exporters and link history. */
import { USER_CONTRACTS, type ChaLinks } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export type { ChaLinks } from '@exportdesk/core';
export type Agent = ChaLinks['cha'];

/** The CHAs and agents (userTypes 2, 4, 11, 12), one list. */
export async function listAgents(signal?: AbortSignal) {
  const all = await Promise.all(
    [2, 4, 11, 12].map((t) => callContract(USER_CONTRACTS.list, { query: { userType: t, page: 1 } }, signal)),
  );
  return { success: true, message: 'Success', data: all.flatMap((a) => a.data?.users ?? []) };
}
export const chaLinks = (chaUserId: number, signal?: AbortSignal) =>
  callContract(USER_CONTRACTS.chaLinks, { params: { id: chaUserId } }, signal);
export const linkAgent = (v: { chaUserId: number; exporterIeCode: string; unlink: boolean }) =>
  v.unlink
    ? callContract(USER_CONTRACTS.unlink, {
        body: { chaUserId: v.chaUserId, exporterIeCode: v.exporterIeCode },
      })
    : callContract(USER_CONTRACTS.link, {
        body: { chaUserId: v.chaUserId, exporterIeCode: v.exporterIeCode },
      });
