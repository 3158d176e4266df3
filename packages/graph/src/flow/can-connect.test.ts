import { describe, expect, it } from 'vitest'
import { IssueCodes } from '../issue'
import { inputHandle, outputHandle, sampleFlow } from '../testing/sample-flow'
import { canConnect } from './can-connect'

const flow = sampleFlow()
const node = (id: string) => {
  const n = flow.nodes.find((x) => x.id === id)
  if (!n) throw new Error(id)
  return n
}
const free = { ...flow, edges: [] }

describe('canConnect', () => {
  it.each([
    ['a model into a free model input', 'model_0', undefined, 'chain_0', 'model', free, true],
    [
      'an options output into a matching param',
      'chain_0',
      'prediction',
      'prompt_0',
      'promptValues',
      free,
      true,
    ],
    ['a second tool into a list input', 'tool_1', undefined, 'chain_0', 'tools', flow, true],
    ['a model into a prompt input', 'model_0', undefined, 'chain_0', 'prompt', free, IssueCodes.TypeMismatch],
    [
      'a second model into a taken input',
      'model_0',
      undefined,
      'chain_0',
      'model',
      flow,
      IssueCodes.TargetOccupied,
    ],
    ['a node into itself', 'chain_0', 'chain', 'chain_0', 'tools', free, IssueCodes.SelfConnection],
  ] as const)('%s', (_case, source, output, target, input, graph, expected) => {
    const result = canConnect(
      {
        source,
        sourceHandle: outputHandle(node(source), output),
        target,
        targetHandle: inputHandle(node(target), input),
      },
      graph,
    )
    if (expected === true) expect(result).toEqual({ ok: true, value: true })
    else expect(result.ok ? undefined : result.error.code).toBe(expected)
  })

  it.each([
    ['missing source node', { source: 'x_0', sourceHandle: 'x_0-output-x-Tool' }, IssueCodes.MissingNode],
    ['missing target node', { target: 'y_0', targetHandle: 'y_0-input-tools-Tool' }, IssueCodes.MissingNode],
    ['missing source handle', { sourceHandle: 'tool_0-output-gone-Tool' }, IssueCodes.MissingHandle],
    ['missing target handle', { targetHandle: 'chain_0-input-gone-Tool' }, IssueCodes.MissingHandle],
  ])('refuses a %s, naming it', (_case, override, code) => {
    const connection = {
      source: 'tool_0',
      sourceHandle: outputHandle(node('tool_0')),
      target: 'chain_0',
      targetHandle: inputHandle(node('chain_0'), 'tools'),
      ...override,
    }
    const result = canConnect(connection, free)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.code).toBe(code)
      expect(result.error.message).toMatch(/"[^"]+"/)
    }
  })
})
