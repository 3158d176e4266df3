import { AuthMessages, ErrorCodes, isEmailValid, isPasswordStrongEnough } from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'

/** The spec's order: missing → bad email → weak password. */
export function assertValidCredentials(email: string, password: string, checkStrength: boolean): void {
  if (!email.trim() || !password) {
    throw new ValidationError(AuthMessages.EMAIL_PASSWORD_REQUIRED, ErrorCodes.EmailPasswordRequired)
  }
  if (!isEmailValid(email.trim()))
    throw new ValidationError(AuthMessages.INVALID_EMAIL, ErrorCodes.InvalidEmail)
  if (checkStrength) assertStrongPassword(password)
}

export function assertStrongPassword(password: string): void {
  if (!isPasswordStrongEnough(password)) {
    throw new ValidationError(AuthMessages.WEAK_PASSWORD, ErrorCodes.WeakPassword)
  }
}
