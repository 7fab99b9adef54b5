/** The inbox calls (api/src/modules/inbox). */
import { fetchFile, get, post, saveBlob, sendForm } from '@exportdesk/portal-kit';

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
  /** a file sent with the message (PDF, PNG or JPEG) */
  attachment: { name: string; mime: string; size: number } | null;
}

/** Socket events of 000 §4.5 (api/src/modules/inbox/service.ts). */
export interface TypingEvent {
  conversationId: number;
  userId: number;
  name: string;
  fromSupport: boolean;
  typing: boolean;
}
export interface PresenceEvent {
  userId: number;
  /** true: whether any support user is online (sent to owners); false: this owner came or went */
  support: boolean;
  online: boolean;
}
export interface Presence {
  onlineUserIds: number[];
  supportOnline: boolean;
}

export const listConversations = (signal?: AbortSignal) => get<Conversation[]>('inbox/conversations', signal);
export const listMessages = (id: number, signal?: AbortSignal) =>
  get<InboxMessage[]>(`inbox/conversations/${id}/messages`, signal);
export const sendMessage = (body: { conversationId?: number; text: string }) =>
  post<InboxMessage>('inbox/messages', body);
export const markRead = (id: number) => post<{ marked: number }>(`inbox/conversations/${id}/read`, {});
export const loadPresence = (signal?: AbortSignal) => get<Presence>('inbox/presence', signal);

/** A message with one file (multipart `file`, `text`, `conversationId`); the server checks kind and size. */
export function sendAttachment(body: { conversationId?: number; text: string; file: File }) {
  const form = new FormData();
  if (body.conversationId) form.append('conversationId', String(body.conversationId));
  form.append('text', body.text);
  form.append('file', body.file, body.file.name);
  return sendForm<InboxMessage>('inbox/messages/file', form);
}

/** Downloads a message's file with the session's token (only the conversation's participants may). */
export async function downloadAttachment(m: Pick<InboxMessage, 'id' | 'attachment'>) {
  const f = await fetchFile(`inbox/messages/${m.id}/file`);
  saveBlob(f.blob, m.attachment?.name ?? f.fileName ?? 'attachment');
  return { success: true as const, message: '' };
}
