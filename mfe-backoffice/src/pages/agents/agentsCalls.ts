/** Calls of Manage Agents (/manage-agents, super admin; issue 14): CHAs, their exporters and link history. */
import { call, get, post } from '@exportdesk/portal-kit';

export interface Agent {
  userId: number;
  userName: string;
  name: string;
  userType: number;
}

export interface ChaLinks {
  cha: Agent;
  exporters: Array<{ userId: number; ieCode: string | null; name: string }>;
  history: Array<{
    id: number;
    action: string;
    at: number;
    ieCode: string | null;
    name: string;
    by: string | null;
  }>;
}

/** The CHAs and agents (userTypes 2, 4, 11, 12), one list. */
export async function listAgents(signal?: AbortSignal) {
  const all = await Promise.all(
    [2, 4, 11, 12].map((t) => get<{ users: Agent[] }>(`users?userType=${t}&page=1`, signal)),
  );
  return { success: true, message: 'Success', data: all.flatMap((a) => a.data?.users ?? []) };
}
export const chaLinks = (chaUserId: number, signal?: AbortSignal) =>
  get<ChaLinks>(`users/cha-links/${chaUserId}`, signal);
export const linkAgent = (v: { chaUserId: number; exporterIeCode: string; unlink: boolean }) =>
  v.unlink
    ? call('users/cha-links', {
        method: 'DELETE',
        body: { chaUserId: v.chaUserId, exporterIeCode: v.exporterIeCode },
      })
    : post('users/cha-links', { chaUserId: v.chaUserId, exporterIeCode: v.exporterIeCode });
