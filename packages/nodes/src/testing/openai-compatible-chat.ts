import { expect } from 'vitest'
import type { TNodeHarness } from '@unikflow/engine/testing'
import type { FakeOpenAI } from '@unikflow/testkit'
import { llmChainOn } from './chain-flows'

/** One OpenAI-compatible chat model node asked through an LLM Chain: where its key and base URL come from. */
export type TOpenAICompatibleCase = {
  node: string
  /** The credential's fields, given the fake server's base URL (when the credential carries it). */
  credential: (baseUrl: string) => Record<string, string>
  /** The node's inputs, given the fake server's base URL (when an input carries it). */
  inputs: (baseUrl: string) => Record<string, unknown>
  /** What the request body must hold (model, sampling parameters). */
  body: Record<string, unknown>
}

/**
 * Runs the node against testkit's fake OpenAI and checks what reached the wire: the chat completions path,
 * the key as a bearer token (`key-<node>` by convention) and the body fields of the case.
 */
export async function expectAsksOpenAICompatible(
  harness: TNodeHarness,
  c: TOpenAICompatibleCase,
): Promise<void> {
  const baseUrl = harness.openai.baseUrl
  const services = harness.services({ credentials: { [`cred-${c.node}`]: c.credential(baseUrl) } })
  const flow = llmChainOn({ id: 'm', name: c.node, credential: `cred-${c.node}`, inputs: c.inputs(baseUrl) })
  harness.openai.queue({ content: `answer of ${c.node}` })
  const { result } = await harness.runFlowWithEvents(flow, { question: 'hi', services })
  expect(result.text).toBe(`answer of ${c.node}`)
  expectChatCompletionsCall(harness, { key: `key-${c.node}`, body: c.body })
}

/**
 * The fake server's last request was an OpenAI chat completions call: its path, the key as a bearer token
 * (when given) and the body fields given. The call, for a test's checks of its own (a header …).
 */
export function expectChatCompletionsCall(
  harness: TNodeHarness,
  expected: { key?: string; body: Record<string, unknown> },
): FakeOpenAI['calls'][number] | undefined {
  const call = harness.openai.calls.at(-1)
  expect(call?.path).toBe('/v1/chat/completions')
  if (expected.key !== undefined) expect(call?.headers.authorization).toBe(`Bearer ${expected.key}`)
  expect(call?.body).toMatchObject(expected.body)
  return call
}
