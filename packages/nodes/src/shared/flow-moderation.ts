import type { TNodeContext } from '../context'

/** Thrown when a moderation node refuses the input; chains answer with its message. */
export class ModerationRefusedError extends Error {
  override readonly name = 'ModerationRefusedError'
}

/** What moderation nodes supply: a check that throws `ModerationRefusedError` on refused input. */
export abstract class FlowModeration {
  abstract check(input: string, signal: AbortSignal): Promise<void>
}

/** Runs the connected moderations; returns the refusal message or undefined when the input passes. */
export async function moderateInput(ctx: TNodeContext, input: string): Promise<string | undefined> {
  const raw = ctx.inputs.inputModeration
  const list = (Array.isArray(raw) ? raw.flat() : [raw]).filter((m) => m instanceof FlowModeration)
  try {
    for (const moderation of list) await moderation.check(input, ctx.signal)
  } catch (e) {
    if (e instanceof ModerationRefusedError) return e.message
    throw e
  }
  return undefined
}
