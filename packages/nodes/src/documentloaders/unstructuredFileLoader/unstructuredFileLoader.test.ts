import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

/** The Unstructured API's partition endpoint on loopback: the file's lines as elements, the first a Title. */
let api: TLocalServer
beforeAll(async () => {
  api = await startLocalHttpServer((req, res) => {
    if (req.headers['unstructured-api-key'] !== 'uk-1') {
      res.writeHead(401, { 'content-type': 'application/json' })
      return res.end('{"detail":"API key is invalid"}')
    }
    const content =
      /filename="notes\.txt"[^\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(req.body)?.[1] ?? ''
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        content.split('\n').map((text, i) => ({
          type: i === 0 ? 'Title' : 'NarrativeText',
          text,
          metadata: { page_number: 1 },
        })),
      ),
    )
  })
})
afterAll(() => api.close())

const notes = `data:text/plain;base64,${Buffer.from('Plan\nShip on Friday.').toString('base64')},filename:notes.txt`
const load = (apiKey: string) =>
  harness.supply('unstructuredFileLoader', {
    credential: { unstructuredAPIKey: apiKey },
    inputs: {
      fileObject: notes,
      unstructuredAPIUrl: `${api.url}/general/v0/general`,
      strategy: 'fast',
      hiResModelName: 'yolox',
      ocrLanguages: '["eng","deu"]',
      includePageBreaks: true,
      newAfterNChars: 300,
      metadata: '{"team":"ops"}',
    },
    output: 'document',
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })

describe('Unstructured File Loader against a double of the Unstructured API', () => {
  it('sends each file with the node’s options and loads one document per element', async () => {
    const docs = JSON.parse(JSON.stringify(await load('uk-1'))) as {
      pageContent: string
      metadata: Record<string, unknown>
    }[]
    expect(docs).toEqual([
      {
        pageContent: 'Plan',
        metadata: { page_number: 1, category: 'Title', source: 'notes.txt', team: 'ops' },
      },
      {
        pageContent: 'Ship on Friday.',
        metadata: { page_number: 1, category: 'NarrativeText', source: 'notes.txt', team: 'ops' },
      },
    ])
    const body = api.requests.at(-1)?.body ?? ''
    for (const [name, value] of [
      ['strategy', 'fast'],
      ['chunking_strategy', 'by_title'],
      ['max_characters', '500'],
      ['hi_res_model_name', 'yolox'],
      ['ocr_languages', 'eng,deu'],
      ['include_page_breaks', 'true'],
      ['new_after_n_chars', '300'],
    ])
      expect(body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`))
    // Options left empty are not sent.
    expect(body).not.toContain('name="xml_keep_tags"')
  })

  it('says what the API refused', async () => {
    await expect(load('wrong')).rejects.toThrow(
      'The Unstructured API answered HTTP 401: {"detail":"API key is invalid"}',
    )
  })
})
