import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

type TValue = { S?: string; L?: TValue[]; M?: Record<string, TValue> }

/**
 * DynamoDB's JSON API on loopback, as far as the memory uses it: GetItem, UpdateItem with
 * `SET #m = list_append(if_not_exists(#m, :empty_list), :m)`, DeleteItem; requests must be SigV4-signed
 * for the region with the credential's key.
 */
let dynamo: TLocalServer
const table = new Map<string, Record<string, TValue>>()
const actions: string[] = []
beforeAll(async () => {
  dynamo = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/x-amz-json-1.0')
    if (
      !/Credential=AKIDMEM\/\d{8}\/eu-west-1\/dynamodb\/aws4_request/.test(String(req.headers.authorization))
    ) {
      res.writeHead(400)
      return res.end(JSON.stringify({ __type: 'UnrecognizedClientException', message: 'bad signature' }))
    }
    const action = String(req.headers['x-amz-target']).replace('DynamoDB_20120810.', '')
    const body = JSON.parse(req.body) as {
      TableName: string
      Key: Record<string, TValue>
      ExpressionAttributeNames?: Record<string, string>
      ExpressionAttributeValues?: Record<string, TValue>
      UpdateExpression?: string
    }
    actions.push(`${action} ${body.TableName} ${JSON.stringify(body.Key)}`)
    const id = JSON.stringify(body.Key)
    if (action === 'GetItem') return res.end(JSON.stringify(table.has(id) ? { Item: table.get(id) } : {}))
    if (action === 'DeleteItem') {
      table.delete(id)
      return res.end('{}')
    }
    expect(body.UpdateExpression).toBe('SET #m = list_append(if_not_exists(#m, :empty_list), :m)')
    const name = body.ExpressionAttributeNames?.['#m'] ?? ''
    const item = table.get(id) ?? { ...body.Key }
    item[name] = { L: [...(item[name]?.L ?? []), ...(body.ExpressionAttributeValues?.[':m']?.L ?? [])] }
    table.set(id, item)
    res.end('{}')
  })
})
afterAll(() => dynamo.close())

const flow = () => [
  { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
  {
    id: 'mem',
    name: 'DynamoDBChatMemory',
    credential: 'cred-dynamo',
    inputs: { tableName: 'chats', partitionKey: 'id', region: 'eu-west-1', endpoint: `${dynamo.url}/` },
  },
  {
    id: 'c',
    name: 'conversationChain',
    inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
  },
]
const services = (accessKey = 'AKIDMEM') =>
  harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: { 'cred-dynamo': { accessKey, secretAccessKey: 'secret' } },
  })

describe('DynamoDB Chat Memory against a double of DynamoDB’s API', () => {
  it('appends each turn to the session’s item as Flowise lays it out and reads the conversation back', async () => {
    harness.openai.queue({ content: 'Hi Ada.' }, { content: 'You are Ada.' })
    await harness.runFlow(flow(), { question: 'I am Ada', chatId: 'ddb', services: services() })
    const second = await harness.runFlow(flow(), {
      question: 'Who am I?',
      chatId: 'ddb',
      services: services(),
    })
    expect(second.text).toBe('You are Ada.')
    expect(
      table.get('{"id":{"S":"ddb"}}')?.messages?.L?.map((e) => `${e.M?.type?.S}: ${e.M?.text?.S}`),
    ).toEqual(['human: I am Ada', 'ai: Hi Ada.', 'human: Who am I?', 'ai: You are Ada.'])
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain('I am Ada')
    expect(sent).toContain('Hi Ada.')
    expect(actions).toContain('GetItem chats {"id":{"S":"ddb"}}')
  })

  it('fails with DynamoDB’s answer when the key is refused', async () => {
    await expect(
      harness.runFlow(flow(), { question: 'x', chatId: 'ddb2', services: services('AKIDOTHER') }),
    ).rejects.toThrow(/DynamoDB answered HTTP 400: bad signature/)
  })
})
