import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { NOTION_TOKEN, startFakeNotion } from '../../testing/fake-notion'

const harness = useNodeHarness()
let notion: TLocalServer
beforeAll(async () => {
  notion = await startFakeNotion()
})
afterAll(() => notion.close())

describe('Notion Database loader against a double of Notion’s API', () => {
  it('queries every page of the database, one document per row with its properties as metadata', async () => {
    const docs = (await harness.supply('notionDB', {
      credential: { notionIntegrationToken: NOTION_TOKEN, basePath: notion.url },
      inputs: { databaseId: 'db1' },
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })) as Document[]
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      [
        'Row one notes',
        {
          Name: 'Laptop',
          Price: 1200,
          Tags: ['it', 'hardware'],
          Status: 'Ordered',
          notionId: 'row1',
          url: 'https://www.notion.so/row1',
        },
      ],
      ['', { Name: 'Desk', notionId: 'row2', url: 'https://www.notion.so/row2' }],
    ])
    const queries = notion.requests.filter((r) => r.url === '/v1/databases/db1/query')
    expect(queries.map((q) => JSON.parse(q.body))).toEqual([
      { page_size: 100 },
      { page_size: 100, start_cursor: 'r2' },
    ])
  })
})
