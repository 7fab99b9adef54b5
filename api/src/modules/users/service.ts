/**
 * Users: an exporter admin's sub-users (userType 3, signing in on the User tab with the
 * admin's IEC on their orders), the super admin's Clients & Users list and activation, and the
 * CHA ↔ exporter links that decide for whom a CHA may push orders. Throws domain errors, never Boom.
 */
import {
  CHA_USER_TYPES,
  isCha,
  isExporterAdmin,
  isSuperAdmin,
  MSG,
  paginate,
  type Principal,
  USER_TYPE,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { hashPassword } from '../../lib/password';
import { signToken } from '../../lib/tokens';
import { claimsOf, createUser, pageUsers, publicUser, userById, usernameExists } from '../auth/service';
import * as repo from './repo';

/** A support session lasts 15 minutes. */
const IMPERSONATION_TTL_SEC = 15 * 60;

export class UserService {
  constructor(private ctx: AppContext) {}

  async list(who: Principal & { userId: number }, q: { page: number; userType?: number; search?: string }) {
    // A super admin sees everyone; an exporter admin sees their own sub-users.
    const scope = isSuperAdmin(who) ? {} : isExporterAdmin(who) ? { parentUserId: who.userId } : null;
    if (!scope) throw forbidden(MSG.notAllowed);
    const first = await pageUsers(this.ctx.db, {
      offset: 0,
      limit: 0,
      ...scope,
      userType: q.userType,
      search: q.search,
    });
    const pager = paginate(first.total, q.page);
    const { users } = await pageUsers(this.ctx.db, {
      offset: pager.startIndex,
      limit: pager.pageSize,
      ...scope,
      userType: q.userType,
      search: q.search,
    });
    return { users: users.map(publicUser), pager, message: `Total ${pager.totalItems} Record(s) Found` };
  }

  async createSubUser(
    adminId: number,
    input: { userName: string; name: string; email: string; mobile: string; password: string },
  ) {
    const admin = await userById(this.ctx.db, adminId);
    if (!admin || !isExporterAdmin(admin)) throw forbidden(MSG.notAllowed);
    if (await usernameExists(this.ctx.db, input.userName)) throw conflict(MSG.usernameTaken);
    const id = await createUser(this.ctx.db, {
      userType: USER_TYPE.EXPORTER_USER,
      username: input.userName,
      ieCode: admin.ieCode,
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      passwordHash: await hashPassword(input.password),
      parentUserId: admin.id,
    });
    return publicUser((await userById(this.ctx.db, id))!);
  }

  async setActive(who: Principal & { userId: number }, id: number, isActive: boolean) {
    const target = await userById(this.ctx.db, id);
    if (!target) throw notFound('User not found.');
    const mayChange = isSuperAdmin(who) || (isExporterAdmin(who) && target.parentUserId === who.userId);
    if (!mayChange || target.id === who.userId) throw forbidden(MSG.notAllowed);
    await repo.setActive(this.ctx.db, id, isActive);
    // A deactivated user is signed out everywhere at once.
    if (!isActive) await this.ctx.revocations.revokeUser(id);
    return publicUser((await userById(this.ctx.db, id))!);
  }

  /**
   * Read-only support session (issue 14): a short-lived token for `id`, marked `impersonatedBy`
   * (the API refuses its non-GET requests in http/auth.ts), audited before it is handed out.
   * Our decisions: 15 minutes (or the normal TTL if shorter); not for another super admin, an
   * inactive user or oneself.
   */
  async impersonate(adminId: number, id: number) {
    const target = await userById(this.ctx.db, id);
    if (!target) throw notFound('User not found.');
    if (target.id === adminId || isSuperAdmin(target)) throw forbidden(MSG.notAllowed);
    if (!target.isActive) throw invalid('This user is not active.');
    const ttlSec = Math.min(IMPERSONATION_TTL_SEC, this.ctx.config.jwtTtlSec);
    const signed = signToken(
      { ...claimsOf(target), impersonatedBy: adminId },
      this.ctx.config.jwtSecret,
      ttlSec,
    );
    await repo.auditImpersonation(this.ctx.db, {
      adminUserId: adminId,
      userId: target.id,
      jti: signed.jti,
      expiresAt: signed.exp * 1000,
    });
    return { token: signed.token, expiresAt: signed.exp * 1000, user: publicUser(target) };
  }

  async link(chaUserId: number, exporterIeCode: string, unlink = false, byUserId?: number) {
    const cha = await userById(this.ctx.db, chaUserId);
    if (!cha || !CHA_USER_TYPES.includes(cha.userType)) throw invalid('This user is not a CHA.');
    const exporter = await repo.findExporterByIec(this.ctx.db, exporterIeCode);
    if (!exporter) throw notFound(`No exporter with IEC ${exporterIeCode}.`);
    if (unlink) await repo.unlinkCha(this.ctx.db, cha.id, exporter.id, byUserId);
    else await repo.linkCha(this.ctx.db, cha.id, exporter.id, byUserId);
    return repo.exportersOfCha(this.ctx.db, cha.id);
  }

  /** Manage agents (issue 14): a CHA's exporters and its link history. */
  async chaLinks(chaUserId: number) {
    const cha = await userById(this.ctx.db, chaUserId);
    if (!cha || !CHA_USER_TYPES.includes(cha.userType)) throw invalid('This user is not a CHA.');
    return {
      cha: { userId: cha.id, userName: cha.username, name: cha.name, userType: cha.userType },
      exporters: await repo.exportersOfCha(this.ctx.db, cha.id),
      history: await repo.chaLinkHistory(this.ctx.db, cha.id),
    };
  }

  async myExporters(who: Principal & { userId: number }) {
    if (!isCha(who)) throw forbidden(MSG.notAllowed);
    return repo.exportersOfCha(this.ctx.db, who.userId);
  }
}
