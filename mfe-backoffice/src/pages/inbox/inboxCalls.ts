/** The inbox calls (api/src/modules/inbox). */
import { get, post } from '@exportdesk/portal-kit';

export interface Conversation {
  id: number;
  ownerUserId: number;
  ownerName: string;
  ownerUsername: string;
  lastMessageAt: number;
  lastText: string | null;
  unread: number;
}

export interface InboxMessage {
  id: number;
  conversationId: number;
  senderUserId: number;
  senderName: string;
  fromSupport: boolean;
  text: string;
  createdAt: number;
  readAt: number | null;
}

export const listConversations = (signal?: AbortSignal) => get<Conversation[]>('inbox/conversations', signal);
export const listMessages = (id: number, signal?: AbortSignal) =>
  get<InboxMessage[]>(`inbox/conversations/${id}/messages`, signal);
export const sendMessage = (body: { conversationId?: number; text: string }) =>
  post<InboxMessage>('inbox/messages', body);
export const markRead = (id: number) => post<{ marked: number }>(`inbox/conversations/${id}/read`, {});
