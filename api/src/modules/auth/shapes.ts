/**
 * Its own file: the signed-in user's two shapes, pure mappers of a user row that the auth,
 * accounts and users areas all answer with: the token's claims and what the screens read.
 */
import { landingPath, type PublicUser, type TokenClaims } from '@exportdesk/core';
import type { UserRow } from './repo';

export function claimsOf(u: UserRow): TokenClaims {
  return {
    userType: u.userType,
    userId: u.id,
    name: u.name,
    roles: u.roles,
    seriesCode: u.seriesCode,
    fpo: u.fpo,
    url: u.url,
    isWebUrl: u.isWebUrl,
  };
}

/** What the screens read about the signed-in user (userDetails, profile). */
export function publicUser(u: UserRow): PublicUser {
  return {
    _id: u.id,
    userId: u.id,
    userType: u.userType,
    userName: u.username,
    name: u.name,
    email: u.email,
    mobile: u.mobile,
    ieCode: u.ieCode,
    gstin: u.gstin,
    roles: u.roles,
    seriesCode: u.seriesCode,
    fpo: u.fpo,
    defaultCarrier: u.defaultCarrier,
    isActive: u.isActive,
    parentUserId: u.parentUserId,
    organizationId: u.organizationId,
    landingPath: landingPath(u),
  };
}
