/** Payloads of the users area: sub-users of an exporter, activation, CHA ↔ exporter links. */
import { z } from 'zod';
import { MSG } from '../messages';
import { newPasswordField, userNameField } from './auth';

export const subUserSchema = z.object({
  userName: userNameField,
  name: z.string().trim().min(3, { message: MSG.nameRequired }).max(120),
  email: z.string().trim().email({ message: MSG.invalidEmail }).max(160),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { message: MSG.invalidMobile }),
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
