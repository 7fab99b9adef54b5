/**
 * The portal's section registry (issue 20): which version of each micro-frontend loads, its
 * history, publish and rollback (the super admin, or a section's deploy token from CI), and the
 * deploy tokens. Publish and rollback are what a deploy pipeline scripts: they carry examples.
 */
import { z } from 'zod';
import {
  deployTokenSchema,
  publishRemoteSchema,
  remoteEntrySchema,
  remoteNameSchema,
  rollbackRemoteSchema,
} from '../content/registry-schemas';
import { contract, noData } from './contract';

export const releaseSchema = remoteEntrySchema
  .extend({
    id: z.number().int(),
    action: z.enum(['seed', 'publish', 'rollback']),
    previous: z.object({ manifestUrl: z.string(), version: z.string() }).nullable(),
    createdBy: z.number().int().nullable(),
    createdByName: z.string().nullable(),
    deployToken: z.object({ id: z.number().int(), label: z.string() }).nullable(),
    createdAt: z.number().describe('epoch ms'),
  })
  .meta({ id: 'Release' });

export const deployTokenInfoSchema = z
  .object({
    id: z.number().int(),
    section: z.string(),
    label: z.string(),
    last4: z.string(),
    createdBy: z.number().int().nullable(),
    createdAt: z.number(),
    lastUsedAt: z.number().nullable(),
    revokedAt: z.number().nullable(),
  })
  .meta({ id: 'DeployToken' });
export type DeployTokenInfo = z.output<typeof deployTokenInfoSchema>;

const tokenIdSchema = z.object({ id: z.coerce.number({ message: 'id must be a number.' }).int().positive() });

const T = 'Portal sections';
const API = 'https://exportdesk.example/api/v1';
/** A deploy token (`edd_…`, one section) or the super admin's login; route checks which section. */
const change = { tag: T, auth: 'bearer', params: remoteNameSchema } as const;
const superAdmin = { tag: T, auth: 'bearer', permission: 'portal.publish' } as const;

export const PORTAL_CONTRACTS = {
  remotes: contract({
    name: 'listRemotes',
    summary: 'The sections the portal loads, each at its live version',
    method: 'GET',
    path: 'portal/remotes',
    tag: T,
    auth: 'none',
    public: true,
    answer: z.array(remoteEntrySchema),
    examples: { curl: `curl -sS ${API}/portal/remotes`, cli: 'exportdesk portal list --json' },
  }),
  history: contract({
    name: 'remoteHistory',
    summary: "A section's releases, newest first",
    method: 'GET',
    path: 'portal/remotes/{name}/history',
    ...change,
    answer: z.array(releaseSchema),
  }),
  publish: contract({
    name: 'publishRemote',
    summary: 'Point a section at a new manifest and version (201 when the section is new)',
    description:
      'Bearer: a deploy token for this section, or the super admin. The manifest is checked first.',
    method: 'PUT',
    path: 'portal/remotes/{name}',
    ...change,
    alsoStatus: [201],
    public: true,
    payload: publishRemoteSchema,
    answer: remoteEntrySchema,
    examples: {
      curl: `curl -sS -X PUT ${API}/portal/remotes/mfe-docs -H "Authorization: Bearer $EXPORTDESK_DEPLOY_TOKEN" -H 'Content-Type: application/json' -d '{"manifestUrl":"https://cdn.example/mfe-docs/1.4.0/mf-manifest.json","version":"1.4.0"}'`,
      cli: 'exportdesk portal publish mfe-docs https://cdn.example/mfe-docs/1.4.0/mf-manifest.json --version=1.4.0',
    },
  }),
  rollback: contract({
    name: 'rollbackRemote',
    summary: 'Put a section back on its previous version (or a named earlier one)',
    method: 'POST',
    path: 'portal/remotes/{name}/rollback',
    ...change,
    public: true,
    payload: rollbackRemoteSchema,
    answer: remoteEntrySchema.extend({ from: z.string().describe('The version it rolled back from') }),
    examples: {
      curl: `curl -sS -X POST ${API}/portal/remotes/mfe-docs/rollback -H "Authorization: Bearer $EXPORTDESK_DEPLOY_TOKEN" -H 'Content-Type: application/json' -d '{}'`,
      cli: 'exportdesk portal rollback mfe-docs',
    },
  }),
  deployTokens: contract({
    name: 'listDeployTokens',
    summary: 'Deploy tokens, newest first (never the token itself)',
    method: 'GET',
    path: 'portal/deploy-tokens',
    ...superAdmin,
    answer: z.array(deployTokenInfoSchema),
  }),
  createDeployToken: contract({
    name: 'createDeployToken',
    summary: 'Make a deploy token for one section (shown in full once)',
    method: 'POST',
    path: 'portal/deploy-tokens',
    ...superAdmin,
    status: 201,
    payload: deployTokenSchema,
    answer: deployTokenInfoSchema.extend({ token: z.string() }),
  }),
  revokeDeployToken: contract({
    name: 'revokeDeployToken',
    summary: 'Revoke a deploy token',
    method: 'DELETE',
    path: 'portal/deploy-tokens/{id}',
    ...superAdmin,
    params: tokenIdSchema,
    answer: noData,
  }),
};
