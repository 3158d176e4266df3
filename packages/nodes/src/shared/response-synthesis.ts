import { exhaustiveSwitchError } from '@unikflow/graph'
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

/** Tree summarizing answers every batch, and then the batches of answers, with this prompt ({context}, {query}). */
export const TREE_SUMMARY_PROMPT = `Below is context gathered from several sources.
---------------------
{context}
---------------------
Using only these sources (not what you knew before), answer the query.
Query: {query}
Answer:`

/** How many characters of chunks one model call is given ("compact"); a longer single chunk goes alone. */
export const COMPACT_BUDGET = 12_000

/**
 * How the chunks become an answer: `compactRefine` packs them into few calls and refines; `refine` answers
 * from the first chunk and refines with each next, one call per chunk; `simple` puts them all in one call;
 * `tree` answers each packed batch, then the answers together, until one answer is left.
 */
export type TSynthesisMode = 'compactRefine' | 'refine' | 'simple' | 'tree'

/** A response synthesizer: the prompts it answers and refines with, and its way of going through the chunks. */
export class ResponseSynthesizer {
  constructor(
    readonly textQAPrompt = TEXT_QA_PROMPT,
    readonly refinePrompt = REFINE_PROMPT,
    readonly mode: TSynthesisMode = 'compactRefine',
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
 * Writes the answer from the chunks as the synthesizer says (compact and refine by default). Only the last
 * call streams its tokens (the earlier answers are drafts), and only when `stream`.
 */
export async function synthesize(
  ctx: TNodeContext,
  model: BaseLanguageModel,
  query: string,
  docs: readonly TSourceDocument[],
  synthesizer = new ResponseSynthesizer(),
  stream = true,
): Promise<string> {
  const texts = docs.map((d) => d.pageContent)
  const ask = (prompt: string, last: boolean) => callModel(ctx, model, prompt, last && stream)
  switch (synthesizer.mode) {
    case 'compactRefine':
      return refineBatches(ask, synthesizer, query, compactChunks(texts))
    case 'refine':
      return refineBatches(ask, synthesizer, query, [...texts])
    case 'simple':
      return ask(fillPrompt(synthesizer.textQAPrompt, { context: texts.join('\n\n'), query }), true)
    case 'tree':
      return summarizeTree(ask, synthesizer.textQAPrompt, query, texts)
    default:
      return exhaustiveSwitchError(synthesizer.mode)
  }
}

type TAsk = (prompt: string, last: boolean) => Promise<string>

/** The first batch answers the query, each further batch refines that answer. */
async function refineBatches(
  ask: TAsk,
  synthesizer: ResponseSynthesizer,
  query: string,
  batches: string[],
): Promise<string> {
  if (batches.length === 0) batches.push('')
  let answer = ''
  for (const [i, context] of batches.entries()) {
    const prompt =
      i === 0
        ? fillPrompt(synthesizer.textQAPrompt, { context, query })
        : fillPrompt(synthesizer.refinePrompt, { context, query, existingAnswer: answer })
    answer = await ask(prompt, i === batches.length - 1)
  }
  return answer
}

/** Each packed batch answered on its own, then the answers packed and answered, up to the one root answer. */
async function summarizeTree(ask: TAsk, prompt: string, query: string, texts: string[]): Promise<string> {
  let level = compactChunks(texts)
  while (level.length > 1) {
    const answers: string[] = []
    for (const context of level) answers.push(await ask(fillPrompt(prompt, { context, query }), false))
    const next = compactChunks(answers)
    // Answers as long as their chunks would never shrink to one batch: put them in one call.
    level = next.length < level.length ? next : [answers.join('\n\n')]
  }
  return ask(fillPrompt(prompt, { context: level[0] ?? '', query }), true)
}
