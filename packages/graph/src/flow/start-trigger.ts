import { isRecord } from '../is-record'
import { isAgentflowStart } from './agentflow-start'

/** How an Agentflow v2 run begins (Start's `startInputType`, Flowise's names). */
export const START_TRIGGER_VALUES = ['chatInput', 'formInput', 'webhookTrigger', 'scheduleInput'] as const
export type TStartTrigger = (typeof START_TRIGGER_VALUES)[number]

type TStartNodes = {
  readonly nodes: readonly { readonly data: { readonly name: string; readonly inputs?: unknown } }[]
}

/** The inputs of a flow's Agentflow v2 Start node, or undefined when it has none. */
export function startInputsOf(flow: TStartNodes): Readonly<Record<string, unknown>> | undefined {
  const start = flow.nodes.find(isAgentflowStart)
  if (!start) return undefined
  return isRecord(start.data.inputs) ? start.data.inputs : {}
}

/** Start's trigger; a Start that names none (saved before 1.4) starts from the chat. */
export function startTriggerOf(inputs: Readonly<Record<string, unknown>>): TStartTrigger {
  const value = inputs.startInputType
  return START_TRIGGER_VALUES.find((v) => v === value) ?? 'chatInput'
}
