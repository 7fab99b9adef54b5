/** The inbox (issue 17): conversations between a user and support, their messages and files. */
import { z } from 'zod';
import { contract, fileAnswer } from './contract';

const TAG = 'Inbox';
const id = () => z.number().int();

export const inboxConversationSchema = z
  .object({
    id: id(),
    ownerUserId: id(),
    ownerName: z.string(),
    ownerUsername: z.string(),
    lastMessageAt: z.number(),
    lastText: z.string().nullable(),
    unread: id().describe('Messages the asking side has not read yet'),
  })
  .meta({ id: 'InboxConversation' });
export type InboxConversation = z.output<typeof inboxConversationSchema>;

export const inboxMessageSchema = z
  .object({
    id: id(),
    conversationId: id(),
    senderUserId: id(),
    senderName: z.string(),
    fromSupport: z.boolean().describe("true when support (not the conversation's owner) wrote it"),
    text: z.string(),
    createdAt: z.number(),
    readAt: z.number().nullable(),
    attachment: z
      .object({ name: z.string(), mime: z.string(), size: id() })
      .nullable()
      .describe('A file sent with the message (PDF, PNG or JPEG)'),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.output<typeof inboxMessageSchema>;

/** Socket event `typing` (000 §4.5): someone in a conversation started or stopped typing. */
export interface InboxTypingEvent {
  conversationId: number;
  userId: number;
  name: string;
  fromSupport: boolean;
  typing: boolean;
}

/**
 * Socket event `online-offline`: `support: false` — this user (a conversation's owner) came or
 * went, sent to support; `support: true` — whether any support user is online now, sent to owners.
 */
export interface InboxPresenceEvent {
  userId: number;
  support: boolean;
  online: boolean;
}

export const inboxIdSchema = z.object({ id: z.coerce.number().int().positive() });
/** The inbox's messages (ours; the 1 MB wording is the spec's, 000 §5). */
export const INBOX_MSG = {
  empty: 'Please enter a message.',
  tooLong: 'Message can be at most 2000 characters.',
  notFound: 'Conversation not found.',
  pickConversation: 'Please select a conversation.',
  noFile: 'Please choose a file to attach.',
  emptyFile: 'The file is empty. Please choose it again.',
  tooLarge: 'File is too large, max 1MB file is permitted',
  kinds: 'Only PDF, PNG or JPEG files can be attached.',
  fileNotFound: 'File not found.',
} as const;

/** The text is checked after trimming in the service (2000 at most); this refuses a missing one. */
export const inboxSendSchema = z.object({
  conversationId: z.coerce.number().int().positive().optional(),
  text: z.string({ error: INBOX_MSG.empty }),
});
/** A raw body names the form's fields in the query. */
export const inboxFileQuerySchema = z.object({
  conversationId: z.coerce.number().int().positive().optional(),
  fileName: z.string().trim().max(200).optional(),
  text: z.string().optional(),
});

const use = { tag: TAG, auth: 'bearer', permission: 'inbox.use' } as const;

export const INBOX_CONTRACTS = {
  conversations: contract({
    ...use,
    name: 'listConversations',
    summary: 'Your conversations with support (support: everyone’s), newest first',
    method: 'GET',
    path: 'inbox/conversations',
    answer: z.array(inboxConversationSchema),
  }),
  messages: contract({
    ...use,
    name: 'listMessages',
    summary: "A conversation's messages, oldest first",
    method: 'GET',
    path: 'inbox/conversations/{id}/messages',
    params: inboxIdSchema,
    answer: z.array(inboxMessageSchema),
  }),
  send: contract({
    ...use,
    name: 'sendMessage',
    summary: 'Send a message (a user’s first opens their conversation)',
    method: 'POST',
    path: 'inbox/messages',
    payload: inboxSendSchema,
    answer: inboxMessageSchema,
  }),
  sendFile: contract({
    ...use,
    name: 'sendMessageFile',
    summary: 'Send a message with one file (PDF, PNG or JPEG, 1 MB at most)',
    description: 'A form with `file`, `text` and `conversationId`, or the raw file with them in the query.',
    method: 'POST',
    path: 'inbox/messages/file',
    status: 201,
    query: inboxFileQuerySchema,
    answer: inboxMessageSchema,
  }),
  file: contract({
    ...use,
    name: 'getMessageFile',
    summary: "A message's file (its conversation's participants only)",
    method: 'GET',
    path: 'inbox/messages/{id}/file',
    params: inboxIdSchema,
    answer: fileAnswer('application/pdf', 'image/png', 'image/jpeg'),
  }),
  presence: contract({
    ...use,
    name: 'getPresence',
    summary: 'Who is online: the users support sees, or whether support is',
    method: 'GET',
    path: 'inbox/presence',
    answer: z.object({ onlineUserIds: z.array(id()), supportOnline: z.boolean() }),
  }),
  read: contract({
    ...use,
    name: 'markConversationRead',
    summary: 'Mark read what the other side wrote in a conversation',
    method: 'POST',
    path: 'inbox/conversations/{id}/read',
    params: inboxIdSchema,
    answer: z.object({ conversationId: id(), marked: id() }),
  }),
};
