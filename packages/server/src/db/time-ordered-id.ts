import { randomUUID } from 'node:crypto'

/**
 * A UUID of version 7 (RFC 9562): milliseconds since 1970 in its first 48 bits, random bits after. Rows
 * keyed by such ids go in at the end of their key's index instead of at random places in it, so the runs
 * stored in one commit share index pages (fewer pages written to the log per run) and the page being
 * filled stays in the database's cache. Still a UUID to every client; the order only says when the row was made.
 */
export function timeOrderedId(now: number = Date.now()): string {
  const time = now.toString(16).padStart(12, '0')
  const random = randomUUID()
  // random: xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx; its version digit (index 14) becomes 7.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`
}
