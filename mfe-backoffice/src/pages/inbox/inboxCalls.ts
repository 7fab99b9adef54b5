/** The inbox calls (api/src/modules/inbox). */
import { INBOX_CONTRACTS as c, pathOf, type AnswerData, type InboxMessage } from '@exportdesk/core';
import { callContract, fetchFile, saveBlob, sendForm } from '@exportdesk/portal-kit';

export type {
  InboxConversation as Conversation,
  InboxMessage,
  InboxPresenceEvent as PresenceEvent,
  InboxTypingEvent as TypingEvent,
} from '@exportdesk/core';

export type Presence = AnswerData<typeof c.presence>;

export const listConversations = (signal?: AbortSignal) => callContract(c.conversations, {}, signal);
export const listMessages = (id: number, signal?: AbortSignal) =>
  callContract(c.messages, { params: { id } }, signal);
export const sendMessage = (body: { conversationId?: number; text: string }) =>
  callContract(c.send, { body });
export const markRead = (id: number) => callContract(c.read, { params: { id } });
export const loadPresence = (signal?: AbortSignal) => callContract(c.presence, {}, signal);

/** A message with one file (multipart `file`, `text`, `conversationId`); the server checks kind and size. */
export function sendAttachment(body: { conversationId?: number; text: string; file: File }) {
  const form = new FormData();
  if (body.conversationId) form.append('conversationId', String(body.conversationId));
  form.append('text', body.text);
  form.append('file', body.file, body.file.name);
  return sendForm<InboxMessage>(pathOf(c.sendFile), form);
}

/** Downloads a message's file with the session's token (only the conversation's participants may). */
export async function downloadAttachment(m: Pick<InboxMessage, 'id' | 'attachment'>) {
  const f = await fetchFile(pathOf(c.file, { id: m.id }));
  saveBlob(f.blob, m.attachment?.name ?? f.fileName ?? 'attachment');
  return { success: true as const, message: '' };
}
