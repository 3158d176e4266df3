import { describe, expect, it } from 'vitest'
import type { TFlowNode } from '@unikflow/graph'
import { SECRET_TRACE_VALUE, traceableInputs } from './traceable-inputs'

const node = {
  id: 'n',
  position: { x: 0, y: 0 },
  data: {
    id: 'n',
    name: 'getApiChain',
    baseClasses: [],
    inputParams: [
      { name: 'headers', type: 'json', secret: true },
      { name: 'apiKey', type: 'password' },
      { name: 'apiDocs', type: 'string' },
    ],
    inputAnchors: [],
    inputs: {},
    outputAnchors: [],
    outputs: {},
  },
} satisfies TFlowNode

describe('traceableInputs', () => {
  it('shows secret and password inputs that hold a value as [secret], the others as they are', () => {
    expect(
      traceableInputs(node, { headers: { Authorization: 'Bearer t' }, apiKey: 'sk', apiDocs: 'GET /x' }),
    ).toEqual({ headers: SECRET_TRACE_VALUE, apiKey: SECRET_TRACE_VALUE, apiDocs: 'GET /x' })
    expect(traceableInputs(node, { headers: '', apiDocs: 'GET /x' })).toEqual({
      headers: '',
      apiDocs: 'GET /x',
    })
  })
})
