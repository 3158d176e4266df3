import { z } from 'zod'

export { PASSWORD_MIN_LENGTH, isEmailValid, isPasswordStrongEnough } from './auth-rules'

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
})
export type TUser = z.infer<typeof ZUser>

/** Bodies are loose strings: the service checks them so that the spec's own messages come back. */
export const ZCredentialsBody = z.object({
  email: z.string().optional().default(''),
  password: z.string().optional().default(''),
})

/** Registration may carry the token of an invitation link (`/auth?invite=…`). */
export const ZRegisterBody = ZCredentialsBody.extend({ inviteToken: z.string().max(200).optional() })
export type TRegisterBody = z.input<typeof ZRegisterBody>
export type TCredentialsBody = z.input<typeof ZCredentialsBody>

export const ZLoginResponse = z.object({ token: z.string(), user: ZUser })
export type TLoginResponse = z.infer<typeof ZLoginResponse>

export const ZRegisterResponse = z.object({ user: ZUser, emailConfirmationRequired: z.boolean() })
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>

export const ZRefreshResponse = z.object({ accessToken: z.string() })
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>

export const ZChangePasswordBody = z.object({ currentPassword: z.string(), newPassword: z.string() })
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>

export const ZVersionResponse = z.object({ version: z.string() })
export type TVersionResponse = z.infer<typeof ZVersionResponse>
