import { describe, expect, it } from 'vitest'
import { classifyCause, describeNodes, RunFailure } from './errors'
import { SandboxError } from '../sandbox/run-user-code'

class APIError extends Error {
  constructor(readonly status: number | undefined) {
    super(`${status ?? ''} provider said no`)
  }
}
class APIConnectionTimeoutError extends Error {}
/** Stand-ins named like the drivers' error classes (better-sqlite3, pg). */
class SqliteError extends Error {}
class DatabaseError extends Error {}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('classifyCause', () => {
  it.each([
    ['a provider HTTP error (status 500)', new APIError(500), 'upstream'],
    ['a provider auth error (status 401)', new APIError(401), 'upstream'],
    ["OpenAI's connection error", new Error('Connection error.'), 'upstream'],
    [
      'fetch failed (undici)',
      new TypeError('fetch failed', { cause: withCode('connect', 'ECONNREFUSED') }),
      'upstream',
    ],
    [
      'a refused connection deep in the cause chain',
      new Error('x', { cause: withCode('y', 'ENOTFOUND') }),
      'upstream',
    ],
    ['an SDK timeout class', new APIConnectionTimeoutError('Request timed out.'), 'timeout'],
    [
      'a DOMException-style TimeoutError',
      Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }),
      'timeout',
    ],
    ['a node refusing its settings', new Error('Memory is not connected'), 'flow'],
    ['user code failing in the sandbox', new SandboxError('x is not defined'), 'flow'],
    ['a thrown string', 'bad input', 'flow'],
    ['a TypeError of ours', new TypeError("Cannot read properties of undefined (reading 'x')"), 'internal'],
    ['our SQLite database failing under the memory node', new SqliteError('no such table: x'), 'internal'],
    [
      'our PostgreSQL database failing, wrapped by a node',
      new Error('memory', { cause: new DatabaseError('relation "x" does not exist') }),
      'internal',
    ],
    ['an already classified failure', new RunFailure('timeout', 't'), 'timeout'],
  ])('%s → %s', (_label, cause, kind) => {
    expect(classifyCause(cause)).toBe(kind)
  })
})

describe('RunFailure', () => {
  it('names the node it happened in and keeps the cause', () => {
    const cause = new APIError(502)
    const failure = RunFailure.inNode({ id: 'chatOpenAI_0', label: 'ChatOpenAI' }, cause)
    expect(failure).toMatchObject({ kind: 'upstream', node: { id: 'chatOpenAI_0', label: 'ChatOpenAI' } })
    expect(failure.message).toBe('Error in node ChatOpenAI (chatOpenAI_0): 502 provider said no')
    expect(failure.cause).toBe(cause)
  })

  it('caps the nodes it names', () => {
    const nodes = Array.from({ length: 25 }, (_, i) => ({ id: `n${i}`, label: `Node ${i}` }))
    expect(new RunFailure('flow', 'many', { nodes }).nodes).toHaveLength(10)
    expect(describeNodes(nodes)).toMatch(/^Node 0 \(n0\), .*Node 9 \(n9\) and 15 more$/)
  })
})
