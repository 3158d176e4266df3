/** A start-up problem the operator must fix; printed as one line, without a stack trace. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}
