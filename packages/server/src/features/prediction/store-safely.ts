import type { FastifyBaseLogger } from 'fastify'

/**
 * Stores one part of a finished run (its chat messages, its trace). The model has already answered
 * by then, so a failure to store (a full disk, a database that went away) is logged and reported in
 * the answer instead of thrown: throwing would lose an answer the caller already paid for.
 * Returns the name of what could not be stored, or undefined.
 */
export async function storeSafely(
  log: FastifyBaseLogger,
  what: string,
  store: () => Promise<unknown>,
): Promise<string | undefined> {
  try {
    await store()
    return undefined
  } catch (error) {
    log.error({ err: error }, `the run's ${what} could not be stored`)
    return what
  }
}

/** The answer's note about what was not stored, when something was not. */
export function storageWarning(failed: (string | undefined)[]): string | undefined {
  const names = failed.filter((name): name is string => name !== undefined)
  if (names.length === 0) return undefined
  return `The answer could not be stored (${names.join(', ')}); it is not in the chat history.`
}
