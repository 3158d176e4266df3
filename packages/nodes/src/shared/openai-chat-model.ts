import type { BaseCache } from '@langchain/core/caches'
import type { TNodeContext } from '../context'
import { cacheConnected, withModelCache } from './llm-cache'
import { installLocalTokenizer } from './local-tokenizer'
import { modelOnFirstUse } from './model-on-first-use'
import { readsChatCompletions, type TChatCompletionsRoute } from './chat-completions-route'
import { streamWhenRead } from './stream-when-read'
import { withImageUploads } from './vision'

/** A LangChain chat model class and the options the node builds it with. */
export type TChatModelBuild<TOptions, TModel> = {
  readonly of: new (options: TOptions) => TModel
  readonly options: TOptions
}

/**
 * What an OpenAI chat model node (OpenAI, Azure OpenAI, the OpenAI-compatible providers) supplies: its
 * LangChain model, counting tokens locally, streaming the calls whose tokens are read unless the node is
 * set not to stream, seeing the chat's images when the node allows them. Its plain calls are made without
 * LangChain through `route` (chat-completions-direct.ts), so the model itself is built on first use
 * (model-on-first-use.ts) when it has a route.
 */
export async function openAIChatModel<TOptions, TModel extends { cache?: BaseCache }>(
  ctx: TNodeContext,
  build: TChatModelBuild<TOptions, TModel>,
  route: TChatCompletionsRoute | undefined,
  streaming: boolean | undefined,
): Promise<TModel> {
  await installLocalTokenizer()
  // Every call goes through LangChain with a Cache node (LangChain asks the cache) or without a route (the
  // node asks for what only LangChain's client sends): nothing to spare, the model is built now.
  const model =
    cacheConnected(ctx) || !route
      ? await withModelCache(ctx, new build.of(build.options))
      : readsChatCompletions(
          modelOnFirstUse(build.of.prototype as object, () => new build.of(build.options)),
          route,
        )
  return withImageUploads(ctx, streamWhenRead(model, streaming))
}
