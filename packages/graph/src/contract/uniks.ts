import { z } from 'zod'

export const UnikRoles = { Owner: 'owner', Admin: 'admin', Editor: 'editor', Member: 'member' } as const
export type TUnikRole = (typeof UnikRoles)[keyof typeof UnikRoles]
export const UNIK_ROLE_VALUES = ['owner', 'admin', 'editor', 'member'] as const satisfies readonly TUnikRole[]
const ROLE_RANK: Record<TUnikRole, number> = { member: 0, editor: 1, admin: 2, owner: 3 }
/** True when `role` is at least `required` (owner > admin > editor > member). */
export function hasRoleAtLeast(role: TUnikRole, required: TUnikRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required]
}

export const UNIK_NAME_MAX = 100
export const UNIK_DESCRIPTION_MAX = 500
export const ZUnikRole = z.enum(UNIK_ROLE_VALUES)

export const ZUnik = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  role: ZUnikRole,
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TUnik = z.infer<typeof ZUnik>

export const ZUnikCreateBody = z.object({
  name: z.string().trim().min(1).max(UNIK_NAME_MAX),
  description: z.string().max(UNIK_DESCRIPTION_MAX).optional().default(''),
})
export type TUnikCreateBody = z.input<typeof ZUnikCreateBody>
export const ZUnikUpdateBody = z.object({
  name: z.string().trim().min(1).max(UNIK_NAME_MAX).optional(),
  description: z.string().max(UNIK_DESCRIPTION_MAX).optional(),
})
export type TUnikUpdateBody = z.infer<typeof ZUnikUpdateBody>
export const ZUnikListQuery = z.object({ search: z.string().optional() })

export const ZMember = z.object({
  userId: z.string(),
  email: z.string(),
  role: ZUnikRole,
  createdAt: z.string(),
})
export type TMember = z.infer<typeof ZMember>
export const ZMemberAddBody = z.object({ email: z.string().trim().min(1), role: ZUnikRole })
export type TMemberAddBody = z.infer<typeof ZMemberAddBody>
export const ZMemberPatchBody = z.object({ role: ZUnikRole })
export type TMemberPatchBody = z.infer<typeof ZMemberPatchBody>
