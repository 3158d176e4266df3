import { randomUUID } from 'node:crypto'
import type { TEngineServices } from '@unikflow/engine'
import type { TEvaluator } from '@unikflow/graph'
import type { EngineModule } from '../../prediction/load-engine'
import { verdict, type RunOutcome, type Verdict } from './evaluator-types'

const TIMEOUT_MS = 60_000

/** Literal braces in a prompt template are doubled, so the text reaches the model as written. */
const literal = (text: string) => text.replaceAll('{', '{{').replaceAll('}', '}}')

export function judgePrompt(rubric: string, run: RunOutcome): string {
  return [
    'You grade the answer of an AI assistant against a rubric.',
    `Rubric:\n${rubric}`,
    `Question:\n${run.input}`,
    `Expected answer:\n${run.expectedOutput || '(none given)'}`,
    `Answer to grade:\n${run.output}`,
    'Reply with JSON only: {"score": <integer 0 to 10>, "reason": "<one sentence>"}',
  ].join('\n\n')
}

/** `{"score": n, "reason": "…"}` somewhere in the reply, or a bare "score: n". */
export function parseJudgement(text: string): { score: number; reason: string } | undefined {
  const json = /\{[\s\S]*\}/.exec(text)?.[0]
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json)
      if (parsed && typeof parsed === 'object' && 'score' in parsed) {
        const score = Number(parsed.score)
        const reason = 'reason' in parsed && typeof parsed.reason === 'string' ? parsed.reason : ''
        if (Number.isFinite(score)) return { score: Math.max(0, Math.min(10, score)), reason }
      }
    } catch {
      // a bare score below
    }
  }
  const bare = /score\D{0,5}(\d+(?:\.\d+)?)/i.exec(text)
  return bare ? { score: Math.min(10, Number(bare[1])), reason: text.trim() } : undefined
}

/**
 * LLM as judge: the chosen chat model node (its own runtime, credential and timeouts) answers the
 * rubric prompt in a small flow of its own (model → prompt → LLM chain); passes at the threshold.
 */
export async function judgeVerdict(
  run: { engine: EngineModule; services: TEngineServices; flowId: string; signal: AbortSignal },
  e: Extract<TEvaluator, { type: 'judge' }>,
  outcome: RunOutcome,
): Promise<Verdict> {
  const { nodeName, credentialId, inputs } = e.model
  const flowData = run.engine.buildFlow([
    {
      id: 'model',
      name: nodeName,
      ...(credentialId ? { credential: credentialId } : {}),
      inputs: { streaming: false, ...inputs },
    },
    { id: 'prompt', name: 'promptTemplate', inputs: { template: literal(judgePrompt(e.rubric, outcome)) } },
    {
      id: 'chain',
      name: 'llmChain',
      inputs: { model: '{{model.data.instance}}', prompt: '{{prompt.data.instance}}' },
    },
  ])
  try {
    const result = await run.engine.runFlow({
      flowData,
      question: '',
      chatId: randomUUID(),
      flowId: run.flowId,
      services: run.services,
      signal: AbortSignal.any([run.signal, AbortSignal.timeout(TIMEOUT_MS)]),
    })
    const judgement = parseJudgement(result.text)
    if (!judgement) return verdict(false, null, `The judge gave no score: ${result.text.slice(0, 200)}`)
    return verdict(judgement.score >= e.threshold, judgement.score, judgement.reason)
  } catch (error) {
    return verdict(false, null, `The judge failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
