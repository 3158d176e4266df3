import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { TNodeContext, TSourceDocument } from '../context'
import { callModel } from './model-call'

/** The first batch of chunks is answered with this prompt ({context}, {query}). */
export const TEXT_QA_PROMPT = `Here is some context:
---------------------
{context}
---------------------
Using only this context (not what you knew before), answer the query.
Query: {query}
Answer:`

/** Every further batch improves the answer so far ({query}, {existingAnswer}, {context}). */
export const REFINE_PROMPT = `Query: {query}
Answer so far: {existingAnswer}
More context:
------------
{context}
------------
Improve the answer so far with this context if it helps the query; if it does not, give the answer so far unchanged.
Improved answer:`

/** How many characters of chunks one model call is given ("compact"); a longer single chunk goes alone. */
export const COMPACT_BUDGET = 12_000

/** A "Compact and Refine" response synthesizer: the prompts it answers and refines with. */
export class ResponseSynthesizer {
  constructor(
    readonly textQAPrompt = TEXT_QA_PROMPT,
    readonly refinePrompt = REFINE_PROMPT,
  ) {}
}

/** Fills {query}, {context} and {existingAnswer} in one pass (a chunk quoting "{query}" stays as it is). */
export function fillPrompt(prompt: string, values: Record<string, string>): string {
  return prompt.replace(/\{(query|context|existingAnswer)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** Joins consecutive chunks into as few batches as fit the budget. */
export function compactChunks(texts: readonly string[], budget = COMPACT_BUDGET): string[] {
  const batches: string[] = []
  let current = ''
  for (const text of texts) {
    if (current && current.length + 2 + text.length > budget) {
      batches.push(current)
      current = text
    } else current = current ? `${current}\n\n${text}` : text
  }
  if (current) batches.push(current)
  return batches
}

/**
 * Compact and refine: the first batch answers the query, each further batch refines that answer.
 * Only the last call streams its tokens (the earlier answers are drafts), and only when `stream`.
 */
export async function synthesize(
  ctx: TNodeContext,
  model: BaseLanguageModel,
  query: string,
  docs: readonly TSourceDocument[],
  synthesizer = new ResponseSynthesizer(),
  stream = true,
): Promise<string> {
  const batches = compactChunks(docs.map((d) => d.pageContent))
  if (batches.length === 0) batches.push('')
  let answer = ''
  for (const [i, context] of batches.entries()) {
    const last = i === batches.length - 1
    const prompt =
      i === 0
        ? fillPrompt(synthesizer.textQAPrompt, { context, query })
        : fillPrompt(synthesizer.refinePrompt, { context, query, existingAnswer: answer })
    answer = await callModel(ctx, model, prompt, last && stream)
  }
  return answer
}
