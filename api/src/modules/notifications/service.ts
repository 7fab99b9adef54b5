import {
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import * as repo from './repo';

/** The user's automatic e-mails, each on or off (Settings on the profile page). */
export class NotificationsService {
  constructor(private readonly db: Db) {}

  async preferences(userId: number): Promise<NotificationPreferences> {
    const set = await repo.preferencesOf(this.db, userId);
    return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, set[k] ?? true])) as NotificationPreferences;
  }

  async save(userId: number, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
    const prefs = Object.fromEntries(
      Object.entries(input.preferences).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    );
    await repo.setPreferences(this.db, userId, prefs);
    return this.preferences(userId);
  }
}
