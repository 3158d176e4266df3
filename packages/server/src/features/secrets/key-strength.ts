import { randomBytes } from 'node:crypto'
import { ConfigError } from '../../config-error'

const MIN_LENGTH = 32
const MIN_DISTINCT_CHARACTERS = 12
/** Words of the placeholders example files and tutorials ship ("change-me-to-a-long-random-string"). */
const PLACEHOLDER_WORDS =
  /change.?me|changeit|placeholder|example|replace.?(me|this)|your.?(secret|key)|^secret|^password|todo|xxxx/i

/**
 * Refuses a key set by the operator that anyone could guess: a placeholder copied from an example, or one too
 * short or too uniform to resist guessing offline (an access token is enough to test a guess against).
 * Keys Unikflow generates itself come from `generateSecretKey`, which never returns one this refuses.
 */
export function checkKeyStrength(variable: string, key: string): void {
  const advice = `set ${variable} to a long random value, e.g. the output of: openssl rand -base64 32`
  if (PLACEHOLDER_WORDS.test(key))
    throw new ConfigError(`${variable} looks like a placeholder from an example: ${advice}`)
  if (key.length < MIN_LENGTH)
    throw new ConfigError(
      `${variable} is too short (${key.length} characters, at least ${MIN_LENGTH}): ${advice}`,
    )
  if (new Set(key).size < MIN_DISTINCT_CHARACTERS)
    throw new ConfigError(`${variable} is too uniform to be a random key: ${advice}`)
}

/**
 * 32 random bytes as base64url. About one such key in twenty thousand happens to spell a placeholder word
 * ("todo", "xxxx") by chance; it is drawn again, so a generated key is always accepted when an operator
 * copies it into the environment.
 */
export function generateSecretKey(): string {
  for (;;) {
    const key = randomBytes(32).toString('base64url')
    try {
      checkKeyStrength('key', key)
      return key
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
    }
  }
}
