import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('Custom JS Function', () => {
  it('runs in the sandbox with $vars and its named inputs, and answers with the result', async () => {
    const answer = await harness.execute('customFunction', {
      inputs: {
        functionInputVariables: '{"who":"Ann"}',
        javascriptFunction: 'return `hi ${$who} ${$vars.tone}`',
      },
      vars: { tone: 'calm' },
    })
    expect(answer.text).toBe('hi Ann calm')
  })

  it('supplies an object result as it is, and answers it as JSON', async () => {
    const code = 'return { total: 1 + 2, items: ["a"] }'
    expect(await harness.supply('customFunction', { inputs: { javascriptFunction: code } })).toEqual({
      total: 3,
      items: ['a'],
    })
    const answer = await harness.execute('customFunction', { inputs: { javascriptFunction: code } })
    expect(answer.json).toEqual({ total: 3, items: ['a'] })
  })

  it('cannot reach Node: process does not exist, and require offers only the sandbox modules', async () => {
    await expect(
      harness.execute('customFunction', { inputs: { javascriptFunction: 'return process.env' } }),
    ).rejects.toThrow(/process/)
    await expect(
      harness.execute('customFunction', { inputs: { javascriptFunction: "return require('fs')" } }),
    ).rejects.toThrow(/Module "fs" is not available in custom code here\. Available: axios/)
  })

  it('requires crypto as a Flowise custom function does', async () => {
    const answer = await harness.execute('customFunction', {
      inputs: {
        functionInputVariables: '{"text":"abc"}',
        javascriptFunction:
          "const crypto = require('crypto'); return crypto.createHash('sha1').update($text).digest('hex')",
      },
    })
    expect(answer.text).toBe('a9993e364706816aba3e25717850c26c9cd0d89d')
  })
})
