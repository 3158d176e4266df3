import { expect } from 'vitest'
import type { TNodeHarness, TNodeSpec } from '@unikflow/engine/testing'
import type { TEngineServices } from '@unikflow/engine'
import { llmChainOn } from './chain-flows'

/** A chat model node (id `m`) as a flow names it, and the services holding its credential and doubles. */
export type TChatModelCase = {
  readonly model: TNodeSpec
  readonly services: TEngineServices
}

/** An LLM Chain on the model streams the double's answer word by word; the tokens join to the answer. */
export async function expectStreamsInChain(
  harness: TNodeHarness,
  c: TChatModelCase,
  answer: string,
): Promise<void> {
  const { result, tokens } = await harness.runFlowWithEvents(llmChainOn(c.model), {
    question: 'hi',
    services: c.services,
  })
  expect(result.text).toBe(answer)
  expect(tokens.length).toBeGreaterThan(1)
  expect(tokens.join('')).toBe(answer)
}

/** With Streaming off, the model is asked for the whole answer, which reaches the client in one piece. */
export async function expectWholeAnswer(harness: TNodeHarness, c: TChatModelCase, answer: string) {
  const model = { ...c.model, inputs: { ...c.model.inputs, streaming: false } }
  const { result, tokens } = await harness.runFlowWithEvents(llmChainOn(model), {
    question: 'hi',
    services: c.services,
  })
  expect(result.text).toBe(answer)
  expect(tokens).toEqual([answer])
}

/** A Tool Agent on the model: the model's tool call runs the Calculator, and its result is the answer. */
export async function expectAgentUsesTools(harness: TNodeHarness, c: TChatModelCase) {
  const flow: TNodeSpec[] = [
    c.model,
    { id: 't', name: 'calculator' },
    { id: 'a', name: 'toolAgent', inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] } },
  ]
  const { result } = await harness.runFlowWithEvents(flow, {
    question: 'six times seven',
    services: c.services,
  })
  expect(result.text).toBe('42')
  expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '6*7' }, toolOutput: '42' }])
}
