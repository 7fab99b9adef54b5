import type { Config, Db, Logger, Queues, RenderPool, Storage } from '@exportdesk/api';
import type { Emitter } from '@socket.io/redis-emitter';

/** What processors need: the API's data access, the queues, and a way to reach browsers. */
/** What the mail processor sends with (nodemailer's transport, as far as it is used). */
export type SmtpTransport = { sendMail(m: Record<string, unknown>): Promise<unknown> };

export interface WorkerContext {
  config: Config;
  db: Db;
  queues: Queues;
  emitter: Emitter;
  /** The emitter as the API's services see live events (webhooks' `webhook` messages). */
  events: { toUser(userId: number, event: string, payload: unknown): void };
  log: Logger;
  /** The one file storage of this process. */
  storage: Storage;
  /** This instance's SMTP transport (SMTP_URL), or null: the outbox is the mailbox then. */
  smtp: SmtpTransport | null;
  /** This instance's PDF render threads (one per core, started on first use), or null: in process. */
  renderPool: RenderPool | null;
}
