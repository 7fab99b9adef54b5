/** The remote registry's call schemas (apart from registry.ts so the shell's first chunk stays zod-free). */
import { z } from 'zod';
import { REMOTE_NAME } from './registry';

export const remoteNameSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(REMOTE_NAME, {
      message: 'A section name is lower case letters, digits and dashes, e.g. mfe-docs.',
    })
    .max(60),
});

export const publishRemoteSchema = z.object({
  manifestUrl: z
    .string({ message: 'manifestUrl is required.' })
    .trim()
    .max(500)
    .refine((u) => /^https?:\/\//i.test(u) && URL.canParse(u), {
      message: 'manifestUrl must be an http(s) URL of the mf-manifest.json.',
    }),
  version: z
    .string({ message: 'version is required.' })
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/, {
      message: 'version must be 1–40 letters, digits, dots or dashes (e.g. 1.4.0).',
    }),
});
export type PublishRemoteInput = z.infer<typeof publishRemoteSchema>;

export const rollbackRemoteSchema = z.object({ version: publishRemoteSchema.shape.version.optional() });

export const deployTokenSchema = z.object({
  section: remoteNameSchema.shape.name,
  label: z.string().trim().min(1).max(80).optional(),
});
export type DeployTokenInput = z.infer<typeof deployTokenSchema>;

/** A section as the registry answers it: where its manifest is and which version loads. */
export const remoteEntrySchema = z
  .object({ name: z.string(), manifestUrl: z.string(), version: z.string() })
  .meta({ id: 'RemoteEntry' });
export type RemoteEntryAnswer = z.output<typeof remoteEntrySchema>;
