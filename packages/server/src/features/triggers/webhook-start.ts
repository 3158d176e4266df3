import {
  ErrorCodes,
  checkWebhookRequest,
  parseFlowDataOrEmpty,
  startInputsOf,
  startTriggerOf,
  webhookSettingsOf,
  type TWebhookPayload,
  type TWebhookSettings,
} from '@unikflow/graph'
import { AppError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors/app-error'
import type { Keyring } from '../secrets/keyring'
import { unsealFlowSecrets } from '../flow-secrets/flow-secrets'
import type { PredictionFlow } from '../prediction/prediction-flow'
import { isSignedWith } from './webhook-signature'

/** A flow's webhook Start: its settings and (decrypted) secrets. */
export type WebhookStart = {
  readonly settings: TWebhookSettings
  readonly secret: string
  readonly callbackSecret: string
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** The flow's webhook Start, or 404 when the flow does not start from a webhook. */
export function webhookStartOf(keyring: Keyring, flow: PredictionFlow): WebhookStart {
  const inputs = startInputsOf(parseFlowDataOrEmpty(flow.flowData))
  if (!inputs || startTriggerOf(inputs) !== 'webhookTrigger')
    throw new NotFoundError('This flow does not start from a webhook', ErrorCodes.NotAWebhook)
  const settings = webhookSettingsOf(inputs)
  if (!settings.verify && !settings.callbackUrl) return { settings, secret: '', callbackSecret: '' }
  // Only the secrets are read from the unsealed graph: it never leaves this function.
  const unsealed = startInputsOf(
    parseFlowDataOrEmpty(unsealFlowSecrets(keyring, { unikId: flow.unikId, flowData: flow.flowData })),
  )
  return {
    settings,
    secret: textOf(unsealed?.webhookSecret),
    callbackSecret: textOf(unsealed?.callbackSecret),
  }
}

/** Refuses a request whose signature the Start requires and does not find (401). */
export function checkSignature(start: WebhookStart, headers: Record<string, unknown>, rawBody: Buffer): void {
  const verify = start.settings.verify
  if (!verify) return
  if (!start.secret)
    throw new AppError(
      422,
      ErrorCodes.FlowInvalid,
      "The Start verifies signatures but has no Webhook Secret: set one in the Start node's settings",
    )
  const sent = headers[verify.header]
  if (typeof sent !== 'string' || sent === '')
    throw new UnauthorizedError(`Missing signature header: ${verify.header}`, ErrorCodes.WebhookSignature)
  if (!isSignedWith(start.secret, verify.type, sent, rawBody))
    throw new UnauthorizedError('Invalid webhook signature', ErrorCodes.WebhookSignature)
}

/** Refuses a request whose method, Content-Type or shape the Start does not take, with its status. */
export function checkRequest(
  start: WebhookStart,
  request: { method: string; contentType: string | undefined; hasBody: boolean; payload: TWebhookPayload },
): void {
  const refusal = checkWebhookRequest(start.settings, request)
  if (!refusal) return
  switch (refusal.kind) {
    case 'method':
      throw new AppError(405, ErrorCodes.WebhookMethodNotAllowed, refusal.message)
    case 'contentType':
      throw new AppError(415, ErrorCodes.WebhookContentType, refusal.message)
    case 'shape':
      throw new ValidationError(refusal.message, ErrorCodes.WebhookRequestInvalid)
  }
}
