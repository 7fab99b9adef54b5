/** Signing in and out against the API; the command only gathers the answers and shows the result. */
import {
  AUTH_CONTRACTS,
  firstIssueMessage,
  LABELLED,
  loginSchema,
  USER_TYPES,
  type PublicUser,
} from '@exportdesk/core';
import { contractCall } from './client';
import { writeConfig } from './config';
import { CliError, EXIT } from './errors';

export interface Credentials {
  userType: number;
  userName: string;
  password: string;
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Signs in (setting the first password of a customs login when asked to) and keeps the token. */
export async function signIn(apiUrl: string, body: Credentials, newPassword?: string) {
  // The same rule the server applies, checked before the call so the message is immediate.
  const parsed = loginSchema.safeParse(body, LABELLED);
  if (!parsed.success) throw new CliError(firstIssueMessage(parsed.error), EXIT.USAGE);
  let res: { success: boolean; message: string; token?: string; userDetails?: object | null } =
    await contractCall(apiUrl, AUTH_CONTRACTS.login, { body });
  if (res.success && 'isFirstLogin' in res && res.isFirstLogin) {
    if (!newPassword)
      throw new CliError('First login: set your own password with --new-password <secret>.', EXIT.AUTH);
    res = await contractCall(apiUrl, AUTH_CONTRACTS.verifyAndSetPassword, {
      body: {
        userType: body.userType,
        userName: body.userName,
        otp: body.password,
        newPassword,
        confirmPassword: newPassword,
      },
    });
  }
  const u = res.userDetails;
  if (!res.success || !res.token || !isUser(u)) throw new CliError(res.message || 'Login failed.', EXIT.AUTH);
  writeConfig({
    apiUrl,
    token: res.token,
    user: { userId: u.userId, userType: u.userType, name: u.name, userName: u.userName },
  });
  return { user: u, role: roleName(u.userType) };
}

/** A signed-in answer's userDetails (a refusal's holds only the userId). */
const isUser = (u: object | null | undefined): u is PublicUser => !!u && 'userType' in u;

/** Revokes the token on the server; an expired token or a server that is down still signs out here. */
export async function revoke(apiUrl: string, token: string): Promise<boolean> {
  try {
    return (await contractCall(apiUrl, AUTH_CONTRACTS.logout, {}, { token })).success;
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    return false;
  }
}

export const roleName = (userType: number) =>
  USER_TYPES.find((t) => t.userType === userType)?.role ?? `userType ${userType}`;
