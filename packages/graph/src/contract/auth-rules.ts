// Credential rules shared by the sign-in form and the server, kept apart from the zod schemas so that the
// sign-in page's bundle does not carry zod.
/** At least 8 characters with a letter and a digit. Shown in the registration form. */
export const PASSWORD_MIN_LENGTH = 8
export function isPasswordStrongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password)
}
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export function isEmailValid(email: string): boolean {
  return email.length <= 254 && EMAIL_RE.test(email)
}
