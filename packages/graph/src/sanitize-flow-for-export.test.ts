import { describe, expect, it } from 'vitest'
import { sanitizeFlowForExport } from './sanitize-flow-for-export'
import { sampleFlow } from './testing/sample-flow'

describe('sanitizeFlowForExport', () => {
  const flow = sampleFlow()
  const model = flow.nodes[0]
  const chain = flow.nodes[2]
  if (!model || !chain) throw new Error('sample')
  model.data.inputs.apiKey = 'sk-secret'
  model.data.credential = 'cred-uuid'
  model.data.inputs.credentialId = 'cred-uuid'
  model.data.selected = true
  Object.assign(model, { selected: true, dragging: false, positionAbsolute: { x: 1, y: 2 } })
  chain.data.inputs.source = 'FILE-STORAGE::["a.txt"]'
  chain.data.inputs.dir = '/home/me/docs'
  // A JSON input declared secret (request headers holding a token).
  chain.data.inputParams.push({ name: 'headers', type: 'json', secret: true })
  chain.data.inputs.headers = { Authorization: 'Bearer tok' }
  const exported = sanitizeFlowForExport(flow)

  it.each([
    ['model_0', 'apiKey', 'password'],
    ['chain_0', 'source', 'file'],
    ['chain_0', 'dir', 'folder'],
    ['model_0', 'credentialId', 'credential reference'],
    ['chain_0', 'headers', 'secret json'],
  ])('strips %s.%s (%s)', (id, input) => {
    expect(exported.nodes.find((n) => n.id === id)?.data.inputs).not.toHaveProperty(input)
  })

  it.each([
    ['model_0', 'temperature', 0.9],
    ['chain_0', 'model', '{{model_0.data.instance}}'],
  ])('keeps %s.%s', (id, input, value) => {
    expect(exported.nodes.find((n) => n.id === id)?.data.inputs[input]).toEqual(value)
  })

  it('drops credential ids and editor state, and leaves the original alone', () => {
    const m = exported.nodes[0]
    expect(m?.data.credential).toBeUndefined()
    expect(m?.data.selected).toBeUndefined()
    for (const f of ['selected', 'dragging', 'positionAbsolute']) expect(m).not.toHaveProperty(f)
    expect(model.data.inputs.apiKey).toBe('sk-secret')
    expect(exported.edges).toEqual(flow.edges)
  })
})
