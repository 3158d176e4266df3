import type { TInputDefinition } from '@unikflow/graph'
import { valueTypeField } from '../shared/v2-inputs'

const onWebhook = { startInputType: 'webhookTrigger' } as const

const BODY_TYPES_FOR_JSON = ['object', 'array[string]', 'array[number]', 'array[boolean]', 'array[object]']

/** Start 1.4's webhook inputs, named and shaped as Flowise names them, so its exports open unchanged. */
export const startWebhookInputs: TInputDefinition[] = [
  {
    label: 'HTTP Method',
    name: 'webhookMethod',
    type: 'options',
    default: 'POST',
    options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => ({ label: m, name: m })),
    show: onWebhook,
  },
  {
    label: 'Content Type',
    name: 'webhookContentType',
    type: 'options',
    default: 'application/json',
    optional: true,
    description:
      'The Content-Type a request must have. A form-encoded request whose only field "payload" holds JSON (as GitHub sends) is read as that JSON',
    options: ['application/json', 'application/x-www-form-urlencoded'].map((c) => ({ label: c, name: c })),
    show: onWebhook,
  },
  {
    label: 'Webhook URL',
    name: 'webhookURL',
    type: 'string',
    optional: true,
    description: 'Requests to this address start the flow (shown once the flow is saved)',
    show: onWebhook,
  },
  {
    label: 'Input Mode',
    name: 'webhookInputMode',
    type: 'options',
    default: 'text',
    description: 'What the Start node hands on as the input of the run when a request arrives',
    options: [
      {
        label: 'Custom Text',
        name: 'text',
        description:
          'A text of your own, which may read the request as {{ $webhook.body.x }}, headers and query',
      },
      {
        label: 'No Input',
        name: 'none',
        description: 'Nothing: nodes read the request through {{ $webhook.* }}',
      },
      {
        label: 'Full Webhook Payload',
        name: 'payload',
        description: 'The whole request (body, headers, query) as JSON text',
      },
    ],
    show: onWebhook,
  },
  {
    label: 'Custom Text',
    name: 'webhookDefaultInput',
    type: 'string',
    rows: 3,
    optional: true,
    acceptVariable: true,
    placeholder: 'Answer the question: {{ $webhook.body.question }}',
    description:
      'The input of the run; {{ $webhook.body.* }}, {{ $webhook.headers.* }} and {{ $webhook.query.* }} are filled in',
    show: { ...onWebhook, webhookInputMode: 'text' },
  },
  {
    label: 'Verify request signature',
    name: 'webhookEnableAuth',
    type: 'boolean',
    default: false,
    optional: true,
    description: 'Refuse requests without a valid signature made with the secret below',
    show: onWebhook,
  },
  {
    label: 'Webhook Secret',
    name: 'webhookSecret',
    type: 'string',
    optional: true,
    secret: true,
    generateSecret: true,
    description: 'The secret shared with the sender, which signs each request with it',
    show: { ...onWebhook, webhookEnableAuth: true },
  },
  {
    label: 'Signature Header',
    name: 'webhookSignatureHeader',
    type: 'string',
    optional: true,
    placeholder: 'x-webhook-signature',
    description:
      'The request header holding the signature (x-hub-signature-256 for GitHub, x-gitlab-token for GitLab)',
    show: { ...onWebhook, webhookEnableAuth: true },
  },
  {
    label: 'Signature Type',
    name: 'webhookSignatureType',
    type: 'options',
    default: 'hmac-sha256',
    optional: true,
    description: 'HMAC-SHA256 of the body (a "sha256=" prefix is accepted), or the secret itself as a token',
    options: [
      { label: 'HMAC-SHA256', name: 'hmac-sha256' },
      { label: 'Plain Token', name: 'plain-token' },
    ],
    show: { ...onWebhook, webhookEnableAuth: true },
  },
  {
    label: 'Response Mode',
    name: 'webhookResponseMode',
    type: 'options',
    default: 'sync',
    description: 'How the request is answered',
    options: [
      {
        label: 'Synchronous',
        name: 'sync',
        description: 'The answer of the run, as JSON, once it has finished',
      },
      {
        label: 'Asynchronous (callback)',
        name: 'async',
        description:
          '202 at once; the run goes on, and its result is posted to the Callback URL when one is set',
      },
      { label: 'Streaming (SSE)', name: 'stream', description: 'Server-sent events while the run goes on' },
    ],
    show: onWebhook,
  },
  {
    label: 'Callback URL',
    name: 'callbackUrl',
    type: 'string',
    optional: true,
    placeholder: 'https://example.com/callback',
    description: 'Where the result of an asynchronous run is posted; left empty, nothing is posted',
    show: { ...onWebhook, webhookResponseMode: 'async' },
  },
  {
    label: 'Callback Secret',
    name: 'callbackSecret',
    type: 'string',
    optional: true,
    secret: true,
    generateSecret: true,
    description: 'Signs each callback with HMAC-SHA256 in the X-Flowise-Signature header',
    show: { ...onWebhook, webhookResponseMode: 'async' },
  },
  {
    label: 'Validate request shape',
    name: 'webhookEnableValidation',
    type: 'boolean',
    default: false,
    optional: true,
    description:
      'Refuse requests that lack the headers, body fields or query parameters marked required below',
    show: onWebhook,
  },
  {
    label: 'Expected Query Parameters',
    name: 'webhookQueryParams',
    type: 'array',
    optional: true,
    description: 'Query parameters the request should have',
    show: { ...onWebhook, webhookEnableValidation: true },
    array: [
      { label: 'Variable Name', name: 'name', type: 'string', placeholder: 'e.g. page' },
      { label: 'Required', name: 'required', type: 'boolean' },
    ],
  },
  {
    label: 'Expected Body Parameters',
    name: 'webhookBodyParams',
    type: 'array',
    optional: true,
    description: 'Fields the request body should have, with their types',
    show: { ...onWebhook, webhookEnableValidation: true },
    array: [
      { label: 'Variable Name', name: 'name', type: 'string', placeholder: 'e.g. userId' },
      valueTypeField(
        BODY_TYPES_FOR_JSON.map((name) => ({
          label:
            name === 'object' ? 'Object' : `Array[${name.slice(6, 7).toUpperCase()}${name.slice(7, -1)}]`,
          name,
          hide: { webhookContentType: 'application/x-www-form-urlencoded' },
        })),
      ),
      { label: 'Required', name: 'required', type: 'boolean' },
    ],
  },
  {
    label: 'Expected Headers',
    name: 'webhookHeaderParams',
    type: 'array',
    optional: true,
    description: 'Headers the request should have',
    show: { ...onWebhook, webhookEnableValidation: true },
    array: [
      { label: 'Header Name', name: 'name', type: 'string', placeholder: 'e.g. x-github-event' },
      { label: 'Required', name: 'required', type: 'boolean' },
    ],
  },
]
