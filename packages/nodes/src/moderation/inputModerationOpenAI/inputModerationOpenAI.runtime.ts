import { defineRuntime } from '../../runtime'
import { FlowModeration, ModerationRefusedError } from '../../shared/flow-moderation'
import { getString } from '../../shared/read-inputs'
import { inputModerationOpenAI } from './inputModerationOpenAI.node.js'
import { lazyImport } from '../../shared/lazy-import'

const openaiModule = lazyImport(() => import('openai'))

const DEFAULT_MESSAGE = 'Cannot Process! Input violates the content moderation policies.'

/** Asks the OpenAI (or compatible) moderation endpoint of the node's credential. */
class OpenAIModeration extends FlowModeration {
  constructor(
    private readonly apiKey: string,
    private readonly baseURL: string | undefined,
    private readonly message: string,
    /** The node's guarded model fetch: the credential's base path is a user-given URL. */
    private readonly fetch: typeof globalThis.fetch,
  ) {
    super()
  }
  async check(input: string, signal: AbortSignal): Promise<void> {
    const { default: OpenAI } = await openaiModule()
    const client = new OpenAI({
      apiKey: this.apiKey,
      fetch: this.fetch,
      ...(this.baseURL ? { baseURL: this.baseURL } : {}),
    })
    const res = await client.moderations.create({ input }, { signal })
    if (res.results.some((r) => r.flagged)) throw new ModerationRefusedError(this.message)
  }
}

export default defineRuntime(inputModerationOpenAI, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    return new OpenAIModeration(
      credential.openAIApiKey || 'sk-none',
      credential.basePath || undefined,
      getString(ctx, 'moderationErrorMessage') || DEFAULT_MESSAGE,
      ctx.modelFetch(),
    )
  },
})
