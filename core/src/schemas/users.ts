/** Payloads of the users area: sub-users of an exporter, activation, CHA ↔ exporter links. */
import { z } from 'zod';
import { MSG } from '../messages';
import {
  newPasswordField,
  personEmailField,
  personMobileField,
  personNameField,
  userNameField,
} from './auth';

export const subUserSchema = z.object({
  userName: userNameField,
  name: personNameField,
  email: personEmailField,
  mobile: personMobileField,
  password: newPasswordField,
});

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  userType: z.coerce.number().int().optional(),
  search: z.string().trim().max(60).optional(),
});

export const userActiveSchema = z.object({ isActive: z.boolean() });

export const chaLinkSchema = z.object({
  chaUserId: z.coerce.number().int().positive(),
  exporterIeCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, { message: MSG.invalidIec }),
});
