import { z } from 'zod'
import { ZUnikRole } from './uniks'

/**
 * Who may create an account after the first one: anyone (`open`), only people holding an invitation link
 * (`invite`, the default), or nobody (`closed`). The first account can always be created: it administers
 * the instance.
 */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const
export const ZRegistrationMode = z.enum(REGISTRATION_MODES)
export type TRegistrationMode = z.infer<typeof ZRegistrationMode>

const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Invalid format')

export const ZRegistrationSettings = z.object({
  mode: ZRegistrationMode,
  /** E-mail domains that may register (open mode) — empty: any. Invitations to an address bypass it. */
  allowedDomains: z.array(ZDomain).max(100),
})
export type TRegistrationSettings = z.infer<typeof ZRegistrationSettings>

/** What the sign-in page and the admin panel show; `source` says where the setting comes from. */
export const ZRegistrationInfo = ZRegistrationSettings.extend({
  source: z.enum(['admin', 'environment', 'default']),
  /** No account exists yet: whoever registers now, whatever the mode, becomes the super admin. */
  firstAccount: z.boolean(),
})
export type TRegistrationInfo = z.infer<typeof ZRegistrationInfo>

export const ZInviteCreateBody = z.object({
  /** Leave empty for a link anyone may use once; with an address, only that address may register with it. */
  email: z.string().trim().toLowerCase().email('Invalid email format').optional(),
  role: ZUnikRole.optional(),
})
export type TInviteCreateBody = z.input<typeof ZInviteCreateBody>

export const ZInvite = z.object({
  id: z.string(),
  email: z.string().nullable(),
  unikId: z.string().nullable(),
  role: ZUnikRole.nullable(),
  /** The registration link to send (shown once: only a hash of its token is stored). */
  link: z.string(),
  /** Whether it was e-mailed (SMTP configured and an address given). */
  emailed: z.boolean(),
  expiresAt: z.string(),
})
export type TInvite = z.infer<typeof ZInvite>
