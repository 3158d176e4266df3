import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { REDACTED_CREDENTIAL_VALUE } from '@unikflow/graph'
import { Keyring } from '../secrets/keyring'
import { isSealed, maskFlowSecrets, sealFlowSecrets, unsealFlowSecrets } from './flow-secrets'

const keyring = new Keyring({ write: randomBytes(32).toString('base64url'), read: [] })
const HEADERS = { Authorization: 'Bearer tok-123' }

/** A GET API Chain (headers: a secret JSON input) and a Calculator (no secret inputs). */
function flowWith(headers: unknown, docs = 'GET https://api.example.com') {
  return JSON.stringify({
    nodes: [
      { id: 'chain_0', data: { name: 'getApiChain', inputs: { apiDocs: docs, headers } } },
      { id: 'calc_0', data: { name: 'calculator', inputs: {} } },
    ],
    edges: [],
  })
}
const inputsOf = (flowData: string): Record<string, unknown> => JSON.parse(flowData).nodes[0].data.inputs

describe('secret inputs of a stored flow', () => {
  it('seals them for storage, masks them in answers, opens them for a run', async () => {
    const stored = await sealFlowSecrets(keyring, { unikId: 'u1', flowData: flowWith(HEADERS) })
    expect(stored).not.toContain('tok-123')
    expect(isSealed(inputsOf(stored).headers)).toBe(true)
    expect(inputsOf(stored).apiDocs).toBe('GET https://api.example.com')
    expect(inputsOf(await maskFlowSecrets(stored)).headers).toBe(REDACTED_CREDENTIAL_VALUE)
    expect(inputsOf(unsealFlowSecrets(keyring, { unikId: 'u1', flowData: stored })).headers).toEqual(HEADERS)
  })

  it('a sealed value opens only in its own unik', async () => {
    const stored = await sealFlowSecrets(keyring, { unikId: 'u1', flowData: flowWith(HEADERS) })
    expect(() => unsealFlowSecrets(keyring, { unikId: 'u2', flowData: stored })).toThrow()
  })

  it('the mask sent back keeps the stored value; a new value replaces it; no stored value drops it', async () => {
    const previous = await sealFlowSecrets(keyring, { unikId: 'u1', flowData: flowWith(HEADERS) })
    const kept = await sealFlowSecrets(keyring, {
      unikId: 'u1',
      flowData: flowWith(REDACTED_CREDENTIAL_VALUE, 'new docs'),
      previous,
    })
    expect(inputsOf(kept).headers).toBe(inputsOf(previous).headers)
    expect(inputsOf(kept).apiDocs).toBe('new docs')
    const replaced = await sealFlowSecrets(keyring, {
      unikId: 'u1',
      flowData: flowWith({ Authorization: 'Bearer other' }),
      previous,
    })
    expect(inputsOf(unsealFlowSecrets(keyring, { unikId: 'u1', flowData: replaced })).headers).toEqual({
      Authorization: 'Bearer other',
    })
    const dropped = await sealFlowSecrets(keyring, {
      unikId: 'u1',
      flowData: flowWith(REDACTED_CREDENTIAL_VALUE),
    })
    expect(inputsOf(dropped)).not.toHaveProperty('headers')
  })

  it('plain text stored before sealing is masked in answers and sealed by the next save of the mask', async () => {
    const legacy = flowWith(HEADERS)
    expect(await maskFlowSecrets(legacy)).not.toContain('tok-123')
    const saved = await sealFlowSecrets(keyring, {
      unikId: 'u1',
      flowData: flowWith(REDACTED_CREDENTIAL_VALUE),
      previous: legacy,
    })
    expect(saved).not.toContain('tok-123')
    expect(inputsOf(unsealFlowSecrets(keyring, { unikId: 'u1', flowData: saved })).headers).toEqual(HEADERS)
  })

  it('a flow without secret inputs comes back as the same text', async () => {
    const text = flowWith('')
    expect(await sealFlowSecrets(keyring, { unikId: 'u1', flowData: text })).toBe(text)
    expect(await maskFlowSecrets(text)).toBe(text)
    expect(unsealFlowSecrets(keyring, { unikId: 'u1', flowData: text })).toBe(text)
  })
})
