import { describe, expect, it } from 'vitest'
import { joinHandleTypes, makeHandleId, parseHandleId, splitHandleTypes } from './handle-id'

describe('handle ids', () => {
  it.each([
    ['llmChain_0', 'input', 'model', 'BaseLanguageModel', 'llmChain_0-input-model-BaseLanguageModel'],
    [
      'chatOpenAI_0',
      'output',
      'chatOpenAI',
      joinHandleTypes(['ChatOpenAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable']),
      'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel|BaseLanguageModel|Runnable',
    ],
    [
      'llmChain_0',
      'output',
      'outputPrediction',
      'string|json',
      'llmChain_0-output-outputPrediction-string|json',
    ],
    [
      'seqEnd_0',
      'input',
      'sequentialNode',
      'Agent | Condition | LLMNode | ToolNode',
      'seqEnd_0-input-sequentialNode-Agent | Condition | LLMNode | ToolNode',
    ],
    [
      'localAIEmbeddings_0',
      'output',
      'localAIEmbeddings',
      'LocalAI Embeddings|Embeddings',
      'localAIEmbeddings_0-output-localAIEmbeddings-LocalAI Embeddings|Embeddings',
    ],
  ] as const)('%s %s %s round-trips', (nodeId, direction, name, type, id) => {
    expect(makeHandleId(nodeId, direction, name, type)).toBe(id)
    expect(parseHandleId(id)).toEqual({ nodeId, direction, name, type })
    expect(parseHandleId(id, nodeId)).toEqual({ nodeId, direction, name, type })
  })

  it.each([
    ['a node id containing the direction marker', 'my-input-node-input-x-T', 'my-input-node', 'x', 'T'],
    [
      'a handle without a type (agentflow v2)',
      'conditionAgentflow_0-output-0',
      'conditionAgentflow_0',
      '0',
      '',
    ],
  ])('parses %s when the node id is given', (_case, id, nodeId, name, type) => {
    expect(parseHandleId(id, nodeId)).toMatchObject({ nodeId, name, type })
  })

  it.each(['', 'nodeid', 'x-sideways-a-b', '-input-a-b', 'n-input--T'])('rejects %j', (id) => {
    expect(parseHandleId(id)).toBeUndefined()
  })

  it('rejects a handle of another node', () => expect(parseHandleId('a_0-input-x-T', 'b_0')).toBeUndefined())

  it.each([
    ['A | B|C', ['A', 'B', 'C']],
    ['string|json', ['string', 'json']],
    ['', []],
  ])('splits %j', (type, types) => expect(splitHandleTypes(type)).toEqual(types))
})
