import type { TChatMemoryStore, TChatMessage, TNodeContext } from '../context'

/** Chooses which stored messages a chain sees (all, the last k turns, a summary …). */
export type TMessageWindow = (messages: TChatMessage[]) => Promise<TChatMessage[]>

/**
 * The object memory nodes supply: chat turns of one session kept in a store (the server's database by
 * default, Redis for the Redis node). Chains read it before and write the turn after answering.
 */
export class FlowMemory {
  constructor(
    private readonly store: TChatMemoryStore,
    readonly sessionId: string,
    private readonly flowId: string,
    readonly memoryKey: string,
    private readonly window: TMessageWindow = async (m) => m,
    /** History given by the caller, used while the store holds nothing for the session. */
    private readonly seed: readonly TChatMessage[] = [],
  ) {}

  async getMessages(): Promise<TChatMessage[]> {
    const stored = await this.store.getMessages(this.sessionId, this.flowId)
    return this.window(stored.length > 0 ? stored : [...this.seed])
  }

  async saveTurn(question: string, answer: string): Promise<void> {
    await this.store.addMessages(this.sessionId, this.flowId, [
      { role: 'userMessage', content: question },
      { role: 'apiMessage', content: answer },
    ])
  }

  clear(): Promise<void> {
    return this.store.clear(this.sessionId, this.flowId)
  }
}

/** Run session first (`overrideConfig.sessionId`), then the node's own setting, then the chat id. */
export function resolveSessionId(ctx: TNodeContext, own: string): string {
  return ctx.sessionId || own || ctx.chatId
}
