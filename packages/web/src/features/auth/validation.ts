// A subpath, not the package's index: the first page's chunks are decided from its imports (route-chunks.ts).
import { isEmailValid, isPasswordStrongEnough } from '@unikflow/graph/auth-rules'
import type { TErrorCode } from '@unikflow/graph'

export type AuthMode = 'login' | 'register'

/** The client-side checks of docs/product.md#validation, in the order the server applies them. Returns an error code. */
export function checkCredentials(email: string, password: string, mode: AuthMode): TErrorCode | null {
  if (email.trim() === '' || password === '') return 'EMAIL_PASSWORD_REQUIRED'
  if (!isEmailValid(email.trim())) return 'INVALID_EMAIL'
  if (mode === 'register' && !isPasswordStrongEnough(password)) return 'WEAK_PASSWORD'
  return null
}
