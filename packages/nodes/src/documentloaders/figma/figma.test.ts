import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

const text = (characters: string) => ({ type: 'TEXT', characters })
/** Figma's file nodes API on loopback: node 1:2 is a frame with a title and a group holding a caption. */
let api: TLocalServer
beforeAll(async () => {
  api = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers['x-figma-token'] !== 'figd-1') {
      res.writeHead(403)
      return res.end(JSON.stringify({ status: 403, err: 'Invalid token' }))
    }
    const frame = {
      id: '1:2',
      name: 'Pricing',
      type: 'FRAME',
      children: [text('Plans'), { type: 'GROUP', children: [text('Pro costs 10')] }, { type: 'RECTANGLE' }],
    }
    res.end(JSON.stringify({ name: 'Site', nodes: { '1:2': { document: frame } } }))
  })
})
afterAll(() => api.close())

const load = (inputs: Record<string, unknown>, token = 'figd-1') =>
  harness.supply('figma', {
    credential: { accessToken: token, basePath: api.url },
    inputs: { fileKey: 'FILE1', nodeIds: '1-2', ...inputs },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })

describe('Figma loader against a double of its REST API', () => {
  it('loads the texts of each node, every depth when Recursive', async () => {
    const docs = (await load({ recursive: true })) as Document[]
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['Plans\nPro costs 10', { source: 'https://www.figma.com/file/FILE1', nodeId: '1:2', name: 'Pricing' }],
    ])
    const url = new URL(api.requests.at(-1)?.url ?? '', 'http://x')
    expect(url.pathname).toBe('/v1/files/FILE1/nodes')
    expect(url.searchParams.get('ids')).toBe('1:2')
  })

  it('reads only the direct children when not Recursive, and names Figma when the token is refused', async () => {
    expect(((await load({})) as Document[])[0]?.pageContent).toBe('Plans')
    await expect(load({}, 'bad')).rejects.toThrow(/Figma answered HTTP 403/)
  })
})
