import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DynamicStructuredTool } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

type TItem = Record<string, { S: string }>

/** DynamoDB's JSON API on loopback: PutItem keeps items, Query returns a key's items newest first (by sk). */
let dynamo: TLocalServer
const items: TItem[] = []
beforeAll(async () => {
  dynamo = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/x-amz-json-1.0')
    if (
      !/Credential=AKIDDDB\/\d{8}\/eu-north-1\/dynamodb\/aws4_request/.test(String(req.headers.authorization))
    ) {
      res.writeHead(400)
      return res.end(
        JSON.stringify({ __type: 'UnrecognizedClientException', message: 'The security token is invalid.' }),
      )
    }
    const body = JSON.parse(req.body) as {
      Item?: TItem
      ExpressionAttributeValues?: Record<string, { S: string }>
      Limit?: number
    }
    if (req.headers['x-amz-target'] === 'DynamoDB_20120810.PutItem') {
      items.push(body.Item ?? {})
      return res.end('{}')
    }
    const pk = body.ExpressionAttributeValues?.[':pk']?.S
    const found = items.filter((i) => i.pk?.S === pk).sort((a, b) => Number(b.sk?.S) - Number(a.sk?.S))
    res.end(JSON.stringify({ Items: found.slice(0, body.Limit), Count: found.length }))
  })
})
afterAll(() => dynamo.close())

const tool = (operation: string, awsKey = 'AKIDDDB') =>
  harness.supply('awsDynamoDBKVStorage', {
    credential: { awsKey, awsSecret: 'secret' },
    inputs: {
      region: 'eu-north-1',
      tableName: 'kv',
      keyPrefix: 'app',
      operation,
      endpoint: `${dynamo.url}/`,
    },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<DynamicStructuredTool>

describe('AWS DynamoDB KV Storage against a double of DynamoDB’s API', () => {
  it('stores versions of a key under its prefix and reads the latest or an older one', async () => {
    const store = await tool('store')
    expect(await store.invoke({ key: 'plan', value: 'draft' })).toMatch(
      /^Stored the value of "plan" at \d{4}-/,
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    await store.invoke({ key: 'plan', value: 'final' })
    expect(items.at(-1)).toMatchObject({ pk: { S: 'app#plan' }, value: { S: 'final' } })
    expect(items.at(-1)?.sk?.S).toMatch(/^\d{13}$/)
    const retrieve = await tool('retrieve')
    expect(JSON.parse(await retrieve.invoke({ key: 'plan' }))).toMatchObject({ value: 'final' })
    expect(JSON.parse(await retrieve.invoke({ key: 'plan', nthLatest: '2' }))).toMatchObject({
      value: 'draft',
    })
    expect(JSON.parse(await retrieve.invoke({ key: 'plan', nthLatest: '3' }))).toEqual({
      value: null,
      timestamp: null,
    })
    expect(dynamo.requests.at(-1)?.headers['x-amz-target']).toBe('DynamoDB_20120810.Query')
  })

  it('fails with DynamoDB’s message when the request is refused', async () => {
    const store = await tool('store', 'AKIDOTHER')
    await expect(store.invoke({ key: 'k', value: 'v' })).rejects.toThrow(
      /DynamoDB answered HTTP 400: The security token is invalid/,
    )
  })
})
