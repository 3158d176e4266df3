import { defineRuntime } from '../../runtime'
import { awsKeysOf } from '../../shared/aws-keys'
import { postAwsQuery, signingKeys } from '../../shared/aws-sign'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { awsSNS } from './awsSNS.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** The `<MessageId>` of SNS's Publish answer (XML). */
const messageIdOf = (xml: string) => /<MessageId>([^<]+)<\/MessageId>/.exec(xml)?.[1] ?? ''

/** SNS's Publish (Query API, SigV4-signed) through the outbound guard; the agent's input is the message. */
export default defineRuntime(awsSNS, {
  kind: 'supply',
  async supply(ctx) {
    const region = getString(ctx, 'region').trim() || 'us-east-1'
    const topicArn = getString(ctx, 'topicArn').trim()
    if (!topicArn) throw new NodeInputError(`${ctx.label} needs the SNS Topic's ARN`)
    const endpoint = getString(ctx, 'endpoint').trim() || `https://sns.${region}.amazonaws.com/`
    const { DynamicTool } = await langchainCoreTools()
    return new DynamicTool({
      name: 'aws_sns_publish',
      description: `Publishes a message to the AWS SNS topic ${topicArn}. The input is the message text.`,
      func: async (message: string, _run, config) => {
        // Keys are read when the agent publishes: the tool (its name and argument) exists without them.
        const keys = signingKeys(await awsKeysOf(ctx))
        if (!keys)
          throw new NodeInputError(`${ctx.label}: no AWS keys in its credential or the server's environment`)
        const res = await postAwsQuery(
          ctx.fetch,
          { endpoint, service: 'sns', region, keys },
          { Action: 'Publish', Version: '2010-03-31', TopicArn: topicArn, Message: message },
          config?.signal ?? ctx.signal,
        )
        const xml = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'cut' })
        if (!res.ok)
          throw new Error(`AWS SNS answered HTTP ${res.status}: ${/<Message>([^<]*)</.exec(xml)?.[1] ?? ''}`)
        return `Published to ${topicArn} (message id ${messageIdOf(xml)})`
      },
    })
  },
})
