import { z } from 'zod'

export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  isSuperAdmin: z.boolean(),
  isBanned: z.boolean(),
  createdAt: z.string(),
})
export type TAdminUser = z.infer<typeof ZAdminUser>

export const ZAdminUserListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().optional(),
})
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>

export const ZAdminUserList = z.object({
  items: z.array(ZAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type TAdminUserList = z.infer<typeof ZAdminUserList>

export const ZAdminUserPatchBody = z.object({
  isSuperAdmin: z.boolean().optional(),
  isBanned: z.boolean().optional(),
})
export type TAdminUserPatchBody = z.infer<typeof ZAdminUserPatchBody>
