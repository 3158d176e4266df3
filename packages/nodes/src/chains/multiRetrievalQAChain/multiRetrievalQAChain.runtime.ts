import type { TNodeAnswer, TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { moderateInput } from '../../shared/flow-moderation'
import { routeInput } from '../../shared/llm-router'
import { callModel } from '../../shared/model-call'
import { getBoolean, getInstance, getInstances } from '../../shared/read-inputs'
import { contextText, retrieve } from '../../shared/retrieval'
import { NamedRetriever } from '../../vectorstores/vectorStoreRetriever/named-retriever'
import { multiRetrievalQAChain } from './multiRetrievalQAChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))

/** Routes the question to one connected retriever and answers from its documents; none fits → a plain answer. */
async function runChain(ctx: TNodeContext, input: string, stream: boolean): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const { BaseLanguageModel } = await langchainCoreLanguageModelsBase()
  const model = getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
  const retrievers = getInstances(ctx, 'vectorStoreRetriever', NamedRetriever)
  const chosen = retrievers.length ? await routeInput(ctx, model, retrievers, input) : undefined
  const picked = retrievers.find((r) => r === chosen)
  if (!picked) return { text: await callModel(ctx, model, input, stream) }
  const sourceDocuments = await retrieve(picked.retriever, input, ctx.signal)
  const prompt = `Answer the question at the end from the context below. If the context does not tell, say you do not know rather than guessing.

${contextText(sourceDocuments)}

Question: ${input}
Answer:`
  const text = await callModel(ctx, model, prompt, stream)
  return { text, ...(getBoolean(ctx, 'returnSourceDocuments') ? { sourceDocuments } : {}) }
}

export default defineRuntime(multiRetrievalQAChain, {
  kind: 'execute',
  execute: (ctx) => runChain(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await runChain(ctx, input, false)).text),
})
