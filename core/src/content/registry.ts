/**
 * The portal's remote registry (DESIGN "Portal"): which manifest each section loads from, changed
 * by a team's deploy (PUT with an admin token, `exportdesk portal publish`) and rolled back.
 */
import { z } from 'zod';

/** Registry names are lower case with dashes (mfe-shipping); the container name uses underscores. */
export const REMOTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const remoteContainerName = (name: string) => name.replace(/-/g, '_');

export const DEFAULT_REMOTES = [
  { name: 'mfe-shipping', manifestUrl: 'http://localhost:8081/mf-manifest.json' },
  { name: 'mfe-docs', manifestUrl: 'http://localhost:8082/mf-manifest.json' },
  { name: 'mfe-backoffice', manifestUrl: 'http://localhost:8083/mf-manifest.json' },
] as const;

/** `PORTAL_REMOTE_MFE_SHIPPING` for mfe-shipping. */
export const remoteEnvName = (name: string) => `PORTAL_REMOTE_${name.toUpperCase().replace(/-/g, '_')}`;

export const remoteNameSchema = z.object({ name: z.string().trim().regex(REMOTE_NAME, { message: 'A section name is lower case letters, digits and dashes, e.g. mfe-docs.' }).max(60) });

export const publishRemoteSchema = z.object({
  manifestUrl: z
    .string({ message: 'manifestUrl is required.' })
    .trim()
    .max(500)
    .refine((u) => /^https?:\/\//i.test(u) && URL.canParse(u), { message: 'manifestUrl must be an http(s) URL of the mf-manifest.json.' }),
  version: z.string({ message: 'version is required.' }).trim().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/, { message: 'version must be 1–40 letters, digits, dots or dashes (e.g. 1.4.0).' }),
});
export type PublishRemoteInput = z.infer<typeof publishRemoteSchema>;

export const rollbackRemoteSchema = z.object({ version: publishRemoteSchema.shape.version.optional() });

export interface RemoteEntryAnswer {
  name: string;
  manifestUrl: string;
  version: string;
}
