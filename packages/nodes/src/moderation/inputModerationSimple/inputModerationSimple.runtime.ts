import { defineRuntime } from '../../runtime'
import { FlowModeration, ModerationRefusedError } from '../../shared/flow-moderation'
import { getString } from '../../shared/read-inputs'
import { inputModerationSimple } from './inputModerationSimple.node.js'

const DEFAULT_MESSAGE = 'Cannot Process! Input violates the content moderation policies.'

/** Refuses input containing any deny-list entry (one per line, case-insensitive). */
class KeywordModeration extends FlowModeration {
  constructor(
    private readonly denied: readonly string[],
    private readonly message: string,
  ) {
    super()
  }
  async check(input: string): Promise<void> {
    const text = input.toLowerCase()
    if (this.denied.some((word) => text.includes(word))) throw new ModerationRefusedError(this.message)
  }
}

export default defineRuntime(inputModerationSimple, {
  kind: 'supply',
  async supply(ctx) {
    const denied = getString(ctx, 'denyList')
      .split(/\r?\n/)
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean)
    return new KeywordModeration(denied, getString(ctx, 'moderationErrorMessage') || DEFAULT_MESSAGE)
  },
})
