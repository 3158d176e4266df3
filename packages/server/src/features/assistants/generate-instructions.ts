import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { TGenerateInstructionsBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { createRunChatStore } from '../prediction/db-chat-store'
import { createEngineServices } from '../prediction/engine-services'
import { loadEngine } from '../prediction/load-engine'
import { runFailureError } from '../prediction/run-failure-error'
import { chatModelSpec } from './assistant-flow'

const TIMEOUT_MS = 60_000
const PROMPT = `You write system prompts for AI assistants. Write clear, complete instructions for an assistant whose task is described below: its role, what it does step by step, how it answers, and what it must not do. Answer with the instructions only.

Task: `

/** Literal braces in a prompt template are doubled, so the text reaches the model as written. */
const literalTemplate = (text: string) => text.replaceAll('{', '{{').replaceAll('}', '}}')

/** "Generate instructions": the assistant's chosen model (its node, credential and settings) writes them. */
export async function generateInstructions(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  input: { unikId: string; body: TGenerateInstructionsBody; log: FastifyBaseLogger },
): Promise<{ content: string }> {
  const engine = await loadEngine()
  const flowId = `assistant-instructions-${randomUUID()}`
  const model = chatModelSpec(input.body.chatModel)
  const flowData = engine.buildFlow([
    { ...model, inputs: { ...model.inputs, streaming: false } },
    { id: 'prompt', name: 'promptTemplate', inputs: { template: literalTemplate(PROMPT + input.body.task) } },
    {
      id: 'chain',
      name: 'llmChain',
      inputs: { model: '{{model.data.instance}}', prompt: '{{prompt.data.instance}}' },
    },
  ])
  const memoryStore = createRunChatStore(deps.db, { unikId: input.unikId, flowId })
  try {
    const result = await engine.runFlow({
      flowData,
      question: '',
      chatId: randomUUID(),
      flowId,
      services: await createEngineServices(deps, { unikId: input.unikId, memoryStore, log: input.log }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    return { content: result.text.trim() }
  } catch (error) {
    throw error instanceof engine.RunFailure ? runFailureError(error) : error
  }
}
