import { z } from 'zod';
import { nicknameSchema, passwordSchema } from './auth';
import { mypageMessages as m } from './messages';

/** Empty gets "enter a nickname" (spec §5 my-page edit); the signup rule applies after. */
export const updateNicknameBodySchema = z.object({
  nickname: z
    .string({ error: m.nicknameRequired })
    .trim()
    .min(1, m.nicknameRequired)
    .pipe(nicknameSchema),
});
export type UpdateNicknameBody = z.infer<typeof updateNicknameBodySchema>;

export const updatePasswordBodySchema = z.object({
  currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired),
  newPassword: z
    .string({ error: m.newPasswordRequired })
    .min(1, m.newPasswordRequired)
    .pipe(passwordSchema),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** Spec §5 (my-page edit): a new password, the signup rule, and the same confirmation. */
export const updatePasswordFormSchema = updatePasswordBodySchema
  .extend({ newPasswordConfirm: z.string() })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    message: m.newPasswordMismatch,
    path: ['newPasswordConfirm'],
  });
export type UpdatePasswordForm = z.infer<typeof updatePasswordFormSchema>;
