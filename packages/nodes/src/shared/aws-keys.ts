import type { TNodeContext } from '../context'
import { NodeInputError } from './read-inputs'

export type TAwsKeys = { accessKeyId: string; secretAccessKey: string; sessionToken?: string }

/**
 * The access keys of the node's `awsApi` credential; undefined when it has none and the operator lets the
 * AWS SDK's default chain (the server's own AWS credentials) serve (`UNIKFLOW_AWS_DEFAULT_CREDENTIALS=true`).
 * Otherwise the node stops, naming that setting.
 */
export async function awsKeysOf(ctx: TNodeContext): Promise<TAwsKeys | undefined> {
  const credential = await ctx.getCredential()
  if (credential.awsKey && credential.awsSecret)
    return {
      accessKeyId: credential.awsKey,
      secretAccessKey: credential.awsSecret,
      ...(credential.awsSession ? { sessionToken: credential.awsSession } : {}),
    }
  if (ctx.awsDefaultCredentials) return undefined
  throw new NodeInputError(
    `${ctx.label} needs an AWS credential (access key and secret); the server’s own AWS credentials ` +
      'serve only when its operator sets UNIKFLOW_AWS_DEFAULT_CREDENTIALS=true',
  )
}
