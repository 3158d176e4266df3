import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { TNodeContext } from '../context'
import { cacheConnected, withModelCache } from './llm-cache'
import { installLocalTokenizer } from './local-tokenizer'
import { modelOnFirstUse } from './model-on-first-use'
import { readsChatCompletions, type TChatCompletionsRoute } from './chat-completions-route'
import { LangChainOnDemand } from './langchain-on-demand'
import { lazyImport } from './lazy-import'
import { streamWhenRead } from './stream-when-read'
import { withImageUploads } from './vision'

/** A LangChain chat model class (loaded when the model is built), its name and the options it is built with. */
export type TChatModelBuild<TOptions, TModel> = {
  /** The class's name, for the run's trace before the class is loaded. */
  readonly className: string
  readonly load: () => Promise<new (options: TOptions) => TModel>
  readonly options: TOptions
}

/**
 * An OpenAI chat model node's model before any node needs its LangChain object: its plain calls go out
 * through the route registered beside it (chat-completions-direct.ts), and a node that needs LangChain's
 * model gets it built (langchain-on-demand.ts).
 */
export class PlainChatModel extends LangChainOnDemand<BaseLanguageModel> {
  constructor(
    readonly langChainClass: string,
    private readonly make: () => Promise<BaseLanguageModel>,
  ) {
    super()
  }

  protected build(): Promise<BaseLanguageModel> {
    return this.make()
  }
}

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** What the OpenAI chat model nodes' first LangChain model loads: `@langchain/openai` and local token counting. */
export const warmLangChainOpenAI = () => Promise.all([langchainOpenai(), installLocalTokenizer()])

/** One of `@langchain/openai`'s chat model classes by name, loaded when the model is built. */
export function langChainOpenAIClass<TName extends 'ChatOpenAI' | 'AzureChatOpenAI'>(className: TName) {
  return { className, load: async () => (await langchainOpenai())[className] }
}

/** The model as the node supplies it: streaming the calls whose tokens are read, seeing images if allowed. */
const asNodeModel = <T extends object>(ctx: TNodeContext, model: T, streaming: boolean | undefined): T =>
  withImageUploads(ctx, streamWhenRead(model, streaming))

/**
 * What an OpenAI chat model node (OpenAI, Azure OpenAI, the OpenAI-compatible providers) supplies: its
 * model, streaming the calls whose tokens are read unless the node is set not to stream, seeing the chat's
 * images when the node allows them. With a route (its plain calls made without LangChain) and no Cache
 * node, that is a `PlainChatModel`, built into the LangChain model only for a node that needs it.
 */
export async function openAIChatModel<TOptions, TModel extends BaseLanguageModel>(
  ctx: TNodeContext,
  build: TChatModelBuild<TOptions, TModel>,
  route: TChatCompletionsRoute | undefined,
  streaming: boolean | undefined,
): Promise<TModel | PlainChatModel> {
  // With a Cache node every call goes through LangChain, which asks the cache: no route.
  const direct = cacheConnected(ctx) ? undefined : route
  if (!direct) return langChainChatModel(ctx, build, undefined, streaming)
  const plain = new PlainChatModel(build.className, () => langChainChatModel(ctx, build, direct, streaming))
  return asNodeModel(ctx, readsChatCompletions(plain, direct), streaming)
}

/**
 * The node's LangChain model, counting tokens locally. With a route its plain calls still go out directly,
 * so it is built itself on first use (model-on-first-use.ts).
 */
async function langChainChatModel<TOptions, TModel extends BaseLanguageModel>(
  ctx: TNodeContext,
  build: TChatModelBuild<TOptions, TModel>,
  route: TChatCompletionsRoute | undefined,
  streaming: boolean | undefined,
): Promise<TModel> {
  const [ModelClass] = await Promise.all([build.load(), installLocalTokenizer()])
  const model = route
    ? readsChatCompletions(
        modelOnFirstUse(ModelClass.prototype as object, () => new ModelClass(build.options)),
        route,
      )
    : await withModelCache(ctx, new ModelClass(build.options))
  return asNodeModel(ctx, model, streaming)
}
