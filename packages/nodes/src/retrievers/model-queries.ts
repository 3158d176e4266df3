import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { TNodeContext } from '../context'
import { lazyImport } from '../shared/lazy-import'
import { callModel } from '../shared/model-call'
import { getInstance } from '../shared/read-inputs'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))

/** The model connected to `model` (a chat model or an LLM). */
export async function readModel(ctx: TNodeContext): Promise<BaseLanguageModel> {
  const { BaseLanguageModel } = await langchainCoreLanguageModelsBase()
  return getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
}

/** `template` with `{question}` (and `{queryCount}`) filled in; other braces stay as written. */
export function fillPrompt(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/**
 * Other wordings of a question, one per line of the model's answer (numbering and bullets dropped,
 * empty lines skipped), at most `count`.
 */
export async function alternativeQueries(
  ctx: TNodeContext,
  model: BaseLanguageModel,
  prompt: string,
  count: number,
): Promise<string[]> {
  const answer = await callModel(ctx, model, prompt, false)
  return answer
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*\u2022])\s*/, '').trim())
    .filter(Boolean)
    .slice(0, count)
}
