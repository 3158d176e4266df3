import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DynamicTool } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:alerts'

/** SNS's Query API on loopback: Publish answers XML with a message id; a request not signed by AKIDSNS gets 403. */
let sns: TLocalServer
beforeAll(async () => {
  sns = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'text/xml')
    if (
      !/^AWS4-HMAC-SHA256 Credential=AKIDSNS\/\d{8}\/eu-west-1\/sns\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/.test(
        String(req.headers.authorization),
      )
    ) {
      res.writeHead(403)
      return res.end(
        '<ErrorResponse><Error><Message>The security token included in the request is invalid</Message></Error></ErrorResponse>',
      )
    }
    res.end('<PublishResponse><PublishResult><MessageId>msg-42</MessageId></PublishResult></PublishResponse>')
  })
})
afterAll(() => sns.close())

const tool = (credential: Record<string, string>) =>
  harness.supply('awsSNS', {
    credential,
    inputs: { region: 'eu-west-1', topicArn: TOPIC, endpoint: `${sns.url}/` },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<DynamicTool>

describe('AWS SNS tool against a double of the SNS Query API', () => {
  it('publishes the agent’s message to the topic with a SigV4-signed request for sns in the region', async () => {
    const publish = await tool({ awsKey: 'AKIDSNS', awsSecret: 'secret' })
    expect(await publish.invoke('Disk almost full')).toBe(`Published to ${TOPIC} (message id msg-42)`)
    const request = sns.requests.at(-1)
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      Action: 'Publish',
      Version: '2010-03-31',
      TopicArn: TOPIC,
      Message: 'Disk almost full',
    })
    expect(request?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/)
  })

  it('fails with SNS’s message when refused, and without keys unless the operator allows the server’s', async () => {
    const refused = await tool({ awsKey: 'AKIDOTHER', awsSecret: 'secret' })
    await expect(refused.invoke('x')).rejects.toThrow(/AWS SNS answered HTTP 403: The security token/)
    await expect((await tool({})).invoke('x')).rejects.toThrow(/UNIKFLOW_AWS_DEFAULT_CREDENTIALS=true/)
  })
})
