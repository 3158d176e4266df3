import type { TNodeContext, TSourceDocument } from '../../context'
import { defineRuntime } from '../../runtime'
import { callModel } from '../../shared/model-call'
import { FlowQueryEngine, QueryEngineTool, type TQueryAnswer } from '../../shared/query-engine'
import {
  getBoolean,
  getInstance,
  getInstances,
  getOptionalInstance,
  NodeInputError,
} from '../../shared/read-inputs'
import { ResponseSynthesizer, synthesize } from '../../shared/response-synthesis'
import { parseSubQuestions, subQuestionPrompt, type TSubQuestion } from './sub-questions'
import { subQuestionQueryEngine } from './subQuestionQueryEngine.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)

/**
 * The model splits the question into sub questions for the tools (every tool gets the question itself when its
 * answer names none); each tool's engine answers its sub question; the answers are synthesized into one.
 */
async function answer(ctx: TNodeContext, question: string, stream: boolean): Promise<TQueryAnswer> {
  const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
  const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
  const tools = getInstances(ctx, 'queryEngineTools', QueryEngineTool)
  if (tools.length === 0) throw new NodeInputError('Connect at least one QueryEngine Tool')
  const byName = new Map(tools.map((t) => [t.name, t]))
  const planned = parseSubQuestions(
    await callModel(ctx, model, subQuestionPrompt(tools, question), false),
    new Set(byName.keys()),
  )
  const subQuestions = planned.length
    ? planned
    : tools.map((t) => ({ subQuestion: question, toolName: t.name }))
  // One at a time, as a chat's model calls are: the answers come back in the order of the sub questions.
  const answers: Array<TSubQuestion & Partial<TQueryAnswer>> = []
  for (const s of subQuestions)
    answers.push({ ...s, ...(await byName.get(s.toolName)?.engine.query(s.subQuestion)) })
  const pairs: TSourceDocument[] = answers.map((a) => ({
    pageContent: `Sub question: ${a.subQuestion}\nResponse: ${a.text ?? ''}`,
    metadata: { toolName: a.toolName },
  }))
  const synthesizer = getOptionalInstance(ctx, 'responseSynthesizer', ResponseSynthesizer)
  const text = await synthesize(ctx, model, question, pairs, synthesizer, stream)
  return { text, sourceDocuments: answers.flatMap((a) => a.sourceDocuments ?? []) }
}

export default defineRuntime(subQuestionQueryEngine, {
  kind: 'execute',
  async execute(ctx) {
    const { text, sourceDocuments } = await answer(ctx, ctx.question, true)
    return getBoolean(ctx, 'returnSourceDocuments')
      ? { text, sourceDocuments: [...sourceDocuments] }
      : { text }
  },
  supply: async (ctx) => new FlowQueryEngine(ctx.label, (query) => answer(ctx, query, false)),
})
