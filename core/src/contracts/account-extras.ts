/**
 * The account's smaller calls: its API key (001 §2.8), its e-mail preferences, the first-login
 * checklist (issue 18), the public contact form (000 §7) and the health check (issue 23).
 */
import { z } from 'zod';
import { notificationPreferencesAnswerSchema, notificationPreferencesSchema } from '../mail/templates';
import { onboardingChecklistSchema } from '../onboarding';
import { contactFormSchema } from '../portal/contact';
import { contract } from './contract';

const API = 'https://exportdesk.example/api/v1';

export const apiKeyInfoSchema = z
  .object({
    exists: z.boolean(),
    last4: z.string().nullable(),
    createdAt: z.number().nullable().describe('epoch ms'),
    authKey: z.string().optional().describe('The whole key: answered once, when it is made'),
  })
  .meta({ id: 'ApiKeyInfo' });
export type ApiKeyInfo = z.output<typeof apiKeyInfoSchema>;

const probe = z.enum(['up', 'down']);
export const healthSchema = z
  .object({
    database: probe,
    databaseClient: z.enum(['sqlite', 'mysql']),
    redis: probe,
    storage: probe.describe('The file store (an S3 bucket with STORAGE_DRIVER=s3)'),
    version: z.string(),
    uptimeSec: z.number().int(),
    sandbox: z.boolean().describe('A staging site: sandbox drivers allowed'),
    production: z
      .object({
        mode: z.boolean(),
        ready: z.boolean(),
        reasons: z.array(z.object({ setting: z.string(), reason: z.string() })),
      })
      .optional()
      .describe('Production readiness: the super admin only'),
  })
  .meta({ id: 'Health' });
export type HealthData = z.output<typeof healthSchema>;

export const ACCOUNT_EXTRA_CONTRACTS = {
  getApiKey: contract({
    name: 'getApiKey',
    summary: 'Whether the account has an API key (its last 4 characters)',
    method: 'GET',
    path: 'apikey',
    tag: 'API key',
    auth: 'bearer',
    permission: 'apikey.manage',
    answer: apiKeyInfoSchema,
    extra: { authKey: z.string().describe('The masked key, or empty when there is none') },
  }),
  generateApiKey: contract({
    name: 'generateApiKey',
    summary: 'Make a new API key (shown in full once); the old one stops working',
    method: 'POST',
    path: 'apikey',
    tag: 'API key',
    auth: 'bearer',
    permission: 'apikey.manage',
    answer: apiKeyInfoSchema,
    extra: { authKey: z.string() },
  }),
  notificationPreferences: contract({
    name: 'getNotificationPreferences',
    summary: "The signed-in user's automatic e-mails, each on or off",
    method: 'GET',
    path: 'notifications/preferences',
    tag: 'Account',
    auth: 'bearer',
    permission: 'account.self',
    answer: notificationPreferencesAnswerSchema,
  }),
  saveNotificationPreferences: contract({
    name: 'saveNotificationPreferences',
    summary: 'Turn automatic e-mails on or off (kinds not sent stay as they were)',
    method: 'PUT',
    path: 'notifications/preferences',
    tag: 'Account',
    auth: 'bearer',
    permission: 'account.self',
    payload: notificationPreferencesSchema,
    answer: notificationPreferencesAnswerSchema,
  }),
  onboardingChecklist: contract({
    name: 'onboardingChecklist',
    summary: "A new exporter's first-login checklist",
    method: 'GET',
    path: 'onboarding/checklist',
    tag: 'Account',
    auth: 'bearer',
    permission: 'onboarding.checklist',
    answer: onboardingChecklistSchema,
  }),
  contactFormEmail: contract({
    name: 'contactFormEmail',
    summary: 'The contact form: kept as a ticket and mailed to sales',
    method: 'POST',
    path: 'authentication/contactFormEmail',
    tag: 'Help',
    auth: 'none',
    payload: contactFormSchema,
    answer: z.object({ ticketId: z.string() }),
  }),
  health: contract({
    name: 'health',
    summary: 'Whether the API reaches its database and Redis (503 when not)',
    description: 'A signed-in super admin also reads production readiness (`exportdesk doctor`).',
    method: 'GET',
    path: 'health',
    tag: 'API',
    auth: 'optional',
    public: true,
    answer: healthSchema,
    examples: { curl: `curl -sS ${API}/health`, cli: 'exportdesk doctor --json' },
  }),
};
