/**
 * The spec's separate "organization service" (a second login stored as d2Auth) is an area of
 * this API: admins list, add and update organizations and their permissions.
 */
import {
  INTEGRATED_VENDORS,
  PERMISSION,
  SPEC_CALL_MSG,
  paginate,
  type AddressBookQuery,
  type ManageSubscriptionInput,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import * as repo from './repo';

export class OrganizationService {
  constructor(private ctx: AppContext) {}

  list() {
    return repo.list(this.ctx.db);
  }

  async add(o: { name: string; code: string; permissions: string[]; isActive: boolean }) {
    this.checkPermissions(o.permissions);
    if (await repo.codeExists(this.ctx.db, o.code))
      throw conflict('An organization with this code already exists.');
    return repo.insert(this.ctx.db, o);
  }

  async update(o: { id: number; name?: string; code?: string; permissions?: string[]; isActive?: boolean }) {
    if (o.permissions) this.checkPermissions(o.permissions);
    if (o.code && (await repo.codeExists(this.ctx.db, o.code, o.id)))
      throw conflict('An organization with this code already exists.');
    const org = await repo.update(this.ctx.db, o.id, o);
    if (!org) throw notFound('Organization not found.');
    return org;
  }

  permissionList(): string[] {
    return Object.values(PERMISSION);
  }

  /** organization/manageSubscription: an organization's plan, its end date and whether it is on. */
  async manageSubscription(s: ManageSubscriptionInput) {
    const org = await repo.setSubscription(this.ctx.db, s.id, {
      planId: s.planId,
      validTill: s.validTill,
      isActive: s.isActive,
      updatedAt: Date.now(),
    });
    if (!org) throw notFound(SPEC_CALL_MSG.orgNotFound);
    return org;
  }

  /** organization/getIntegratedVendors: the carriers we are integrated with (core's list). */
  integratedVendors() {
    return INTEGRATED_VENDORS;
  }

  /** addressbook/userList: the accounts of an organization (or all), a page at a time. */
  async userList(q: AddressBookQuery) {
    const count = await repo.countAddressBook(this.ctx.db, q);
    const pager = paginate(count, q.page);
    const users = count ? await repo.addressBook(this.ctx.db, q, pager.startIndex, pager.pageSize) : [];
    return { users, count, pager };
  }

  private checkPermissions(perms: string[]) {
    const known = new Set(this.permissionList());
    const unknown = perms.filter((p) => !known.has(p));
    if (unknown.length) throw invalid(`Unknown permission: ${unknown.join(', ')}`);
  }
}
