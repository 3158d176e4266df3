import type { BaseLanguageModel } from '@langchain/core/language_models/base'

/**
 * LlamaIndex's VectorIndexRetriever carries the chat model of its index, which the Query Engine answers with.
 * The LlamaIndex-named vector stores supply a LangChain retriever; the model is noted beside it here.
 */
const indexModels = new WeakMap<object, BaseLanguageModel>()

export function withIndexModel<T extends object>(retriever: T, model: BaseLanguageModel): T {
  indexModels.set(retriever, model)
  return retriever
}

export function indexModelOf(retriever: object): BaseLanguageModel | undefined {
  return indexModels.get(retriever)
}
