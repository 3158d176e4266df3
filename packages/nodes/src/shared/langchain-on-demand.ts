/**
 * What a node supplies in a form of its own, built into its LangChain object only when a node that needs
 * LangChain's receives it.
 *
 * A chatbot's commonest flow, Prompt Template → LLM Chain ← an OpenAI chat model, asks a plain question:
 * the template's text filled in, sent as one chat-completions request (chat-completions-direct.ts). For
 * that it needs nothing of LangChain, yet supplying a LangChain `PromptTemplate` and `ChatOpenAI` loaded
 * `@langchain/core`, `@langchain/openai`, the OpenAI SDK, LangSmith's client and zod 3 into the server:
 * 13 MB of an idle server's RSS, 8–9 MB after a load of streams, that an ES module never gives back
 * (docs/performance.md). So these nodes supply a
 * stand-in, and the engine builds the LangChain object before it gives the stand-in to a node that does not
 * say it takes stand-ins (`takesStandIns` on its runtime). The LLM Chain takes them, and builds them itself
 * for what only LangChain does (an output parser's retry, a call that failed).
 */
export abstract class LangChainOnDemand<T extends object = object> {
  /** The LangChain class it stands for: what a run's trace names as the node's output. */
  abstract readonly langChainClass: string

  #built: Promise<T> | undefined

  /** Its LangChain object, built once. */
  protected abstract build(): Promise<T>

  toLangChain(): Promise<T> {
    return (this.#built ??= this.build())
  }
}

/** Whether `value` is a stand-in or a list holding one. */
const holdsStandIn = (value: unknown): boolean =>
  value instanceof LangChainOnDemand || (Array.isArray(value) && value.some(holdsStandIn))

/** A value as a node that needs LangChain's objects takes it: stand-ins built, also inside a list. */
export async function toLangChain(value: unknown): Promise<unknown> {
  if (value instanceof LangChainOnDemand) return value.toLangChain()
  if (holdsStandIn(value) && Array.isArray(value)) return Promise.all(value.map(toLangChain))
  return value
}

/** Inputs with every stand-in built; the same object when none holds one. */
export async function withLangChainInputs(
  inputs: Readonly<Record<string, unknown>>,
): Promise<Readonly<Record<string, unknown>>> {
  if (!Object.values(inputs).some(holdsStandIn)) return inputs
  const built = await Promise.all(
    Object.entries(inputs).map(async ([name, value]) => [name, await toLangChain(value)]),
  )
  return Object.fromEntries(built)
}

/** A node's inputs as its runtime takes them: as they are when it `takesStandIns`, else with stand-ins built. */
export function inputsFor(
  runtime: { readonly takesStandIns?: boolean },
  inputs: Readonly<Record<string, unknown>>,
): Promise<Readonly<Record<string, unknown>>> {
  return runtime.takesStandIns ? Promise.resolve(inputs) : withLangChainInputs(inputs)
}
