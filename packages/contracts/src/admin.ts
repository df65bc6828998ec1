import { z } from 'zod';
import { userSchema } from './auth';
import { contentPageSchema, queryInt } from './common';

/** Spec §9: admin lists show 10 per page. */
export const ADMIN_PAGE_SIZE = 10;

/** Korean texts of the admin page (ko-texts "Admin"). */
export const adminMessages = {
  adminLoadFailure: '관리자 정보를 불러오지 못했습니다.',
  inquiryListFailure: '문의 목록을 불러오지 못했습니다.',
  memberListFailure: '회원 목록을 불러오지 못했습니다.',
  reportListFailure: '신고/제보 목록을 불러오지 못했습니다.',
  memberLoadFailure: '회원 정보를 불러오지 못했습니다.',
  deleteMemberConfirm: '정말 이 회원을 삭제하시겠습니까?',
  deleteFailure: '삭제 중 오류가 발생했습니다.',
  deleteForbidden: '삭제 권한이 없습니다.',
  memberNotFound: '회원을 찾을 수 없습니다.',
  cannotDeleteSelf: '자기 자신의 계정은 삭제할 수 없습니다.',
  memberDeleted: '회원을 삭제했습니다.',
} as const;

/** A member as the admin lists show them (spec §3: plus id, inquiryCount, lostReportCount). */
export const adminUserSchema = userSchema.extend({
  inquiryCount: z.number().int(),
  lostReportCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Zero-based pages of 10; keyword matches the ID or the nickname. */
export const adminUsersQuerySchema = z.object({
  keyword: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(50).optional(),
  ),
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(ADMIN_PAGE_SIZE, { min: 1, max: 100 }),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = contentPageSchema(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** A member's own inquiries or reports, zero-based pages of 10. */
export const adminPageQuerySchema = z.object({
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(ADMIN_PAGE_SIZE, { min: 1, max: 100 }),
});
