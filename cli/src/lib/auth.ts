/** Signing in and out against the API; the command only gathers the answers and shows the result. */
import { firstIssueMessage, loginSchema, USER_TYPES, LABELLED } from '@exportdesk/core';
import { apiCall } from './client';
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

/** What a sign-in answers besides the envelope. */
interface LoginAnswer {
  isFirstLogin?: boolean;
  token?: string;
  userDetails: { userId: number; userType: number; name: string; userName: string };
}

/** Signs in (setting the first password of a customs login when asked to) and keeps the token. */
export async function signIn(apiUrl: string, body: Credentials, newPassword?: string) {
  // The same rule the server applies, checked before the call so the message is immediate.
  const parsed = loginSchema.safeParse(body, LABELLED);
  if (!parsed.success) throw new CliError(firstIssueMessage(parsed.error), EXIT.USAGE);
  let res = await apiCall<unknown, LoginAnswer>(apiUrl, 'POST', 'authentication/login', { body });
  if (res.success && res.isFirstLogin) {
    if (!newPassword)
      throw new CliError('First login: set your own password with --new-password <secret>.', EXIT.AUTH);
    res = await apiCall<unknown, LoginAnswer>(apiUrl, 'POST', 'authentication/verifyAndSetPassword', {
      body: {
        userType: body.userType,
        userName: body.userName,
        otp: body.password,
        newPassword,
        confirmPassword: newPassword,
      },
    });
  }
  if (!res.success || !res.token) throw new CliError(res.message || 'Login failed.', EXIT.AUTH);
  const u = res.userDetails;
  writeConfig({
    apiUrl,
    token: res.token,
    user: { userId: u.userId, userType: u.userType, name: u.name, userName: u.userName },
  });
  return { user: u, role: roleName(u.userType) };
}

/** Revokes the token on the server; an expired token or a server that is down still signs out here. */
export async function revoke(apiUrl: string, token: string): Promise<boolean> {
  try {
    return (await apiCall(apiUrl, 'GET', 'authentication/logout', { token })).success;
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    return false;
  }
}

export const roleName = (userType: number) =>
  USER_TYPES.find((t) => t.userType === userType)?.role ?? `userType ${userType}`;
