import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { BaseRetrieverInterface } from '@langchain/core/retrievers'
import type { TNodeAnswer, TNodeContext } from '../../context'
import { callModel } from '../../shared/model-call'
import { contextText, retrieve } from '../../shared/retrieval'

const PROMPT = `Use the following pieces of context to answer the question at the end. If you don't know the answer, just say that you don't know, don't try to make up an answer.

{context}

Question: {question}
Helpful Answer:`

/** A "stuff" QA answer: the documents found for the question in one prompt, the model's answer and the sources. */
export async function answerFromRetriever(
  ctx: TNodeContext,
  model: BaseLanguageModel,
  retriever: BaseRetrieverInterface,
): Promise<TNodeAnswer> {
  const sourceDocuments = await retrieve(retriever, ctx.question, ctx.signal)
  const prompt = PROMPT.replace('{context}', contextText(sourceDocuments)).replace('{question}', ctx.question)
  const text = await callModel(ctx, model, prompt, true)
  return { text, sourceDocuments }
}
