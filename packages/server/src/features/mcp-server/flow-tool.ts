import type { FastifyBaseLogger } from 'fastify'
import { parseCustomAssistantDetails, ZPredictionBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError } from '../../errors/app-error'
import { findAssistant } from '../assistants/assistants.repository'
import { loadPredictionFlow } from '../prediction/prediction-flow'
import { predict } from '../prediction/predict'

type Deps = Pick<
  AppDeps,
  'db' | 'keyring' | 'config' | 'metrics' | 'vectorIndex' | 'runQueue' | 'runningChats'
>
type FlowTarget = { unikId: string; flowId: string }

/** MCP tool names allow letters, digits, `_` and `-` (at most 64 here); the flow's name, made to fit. */
export function toolNameOf(flowName: string): string {
  const name = flowName
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64)
  return name || 'ask_flow'
}

/** The tool's name and description: an assistant's own description, else the flow's name. */
export async function describeFlowTool(
  deps: Deps,
  target: FlowTarget,
): Promise<{ name: string; description: string }> {
  const flow = await loadPredictionFlow(deps.db, target, 'live')
  const assistant = await findAssistant(deps.db, target.unikId, target.flowId)
  const details = assistant && parseCustomAssistantDetails(assistant.details)
  const description = details?.description.trim()
    ? details.description
    : `Ask "${flow.name}" a question; it answers in text.`
  return { name: toolNameOf(details?.name ?? flow.name), description }
}

/**
 * One call of the tool: a prediction of the flow, as the API would run it; failures are the tool's error
 * text. `admit` counts the call against the flow's rate limit first (throwing its 429) when the request's
 * own count does not cover it.
 */
export async function callFlowTool(
  deps: Deps,
  input: FlowTarget & {
    question: string
    sessionId: string | undefined
    signal: AbortSignal
    log: FastifyBaseLogger
    admit: (() => Promise<void>) | undefined
  },
): Promise<{ content: Array<{ type: 'text'; text: string }>; isError?: boolean }> {
  try {
    await input.admit?.()
    const answer = await predict(deps, {
      unikId: input.unikId,
      flowId: input.flowId,
      body: ZPredictionBody.parse({
        question: input.question,
        ...(input.sessionId ? { chatId: input.sessionId } : {}),
      }),
      chatType: 'EXTERNAL',
      source: 'mcp',
      signal: input.signal,
      log: input.log,
    })
    return { content: [{ type: 'text', text: answer.text }] }
  } catch (error) {
    input.log.warn({ err: error, flowId: input.flowId }, 'MCP tool call failed')
    // Our own errors carry a message meant for the caller; anything else stays internal.
    const text =
      error instanceof AppError && error.statusCode < 500 ? error.message : 'The flow failed to answer.'
    return { content: [{ type: 'text', text }], isError: true }
  }
}
