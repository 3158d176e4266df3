import { z } from 'zod'

/** The NIM setup wizard's check of a NIM endpoint the user runs (its `/models`, through the outbound guard). */
export const ZNimCheckBody = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }).max(2000),
})
export type TNimCheckBody = z.infer<typeof ZNimCheckBody>

/**
 * `blocked`: the outbound guard refuses the address (a private address not in UNIKFLOW_OUTBOUND_ALLOWLIST);
 * `unreachable`: nothing answered; `invalid`: it answered, but not a model list.
 */
export const NIM_CHECK_RESULTS = ['ok', 'blocked', 'unreachable', 'invalid'] as const
export const ZNimCheckResult = z.object({
  result: z.enum(NIM_CHECK_RESULTS),
  models: z.array(z.string()),
  /** What went wrong, in the server's words (for the person who runs the server). */
  detail: z.string().nullable(),
})
export type TNimCheckResult = z.infer<typeof ZNimCheckResult>
