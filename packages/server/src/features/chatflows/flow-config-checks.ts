import type { z } from 'zod'
import {
  ANALYTIC_PROVIDERS,
  ZAnalyticConfig,
  ZChatbotConfig,
  ZFlowApiConfig,
  ZFollowUpPromptsConfig,
  ZSpeechToTextConfig,
} from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'

/** The flow's JSON-text configuration fields, each checked against its tab's schema on save. */
export interface FlowConfigTexts {
  chatbotConfig?: string | null | undefined
  apiConfig?: string | null | undefined
  speechToText?: string | null | undefined
  followUpPrompts?: string | null | undefined
  analytic?: string | null | undefined
}

const checks: { field: keyof FlowConfigTexts; schema: z.ZodType; extra?: (value: unknown) => string[] }[] = [
  { field: 'chatbotConfig', schema: ZChatbotConfig },
  { field: 'apiConfig', schema: ZFlowApiConfig, extra: rateLimitIssues },
  { field: 'speechToText', schema: ZSpeechToTextConfig },
  { field: 'followUpPrompts', schema: ZFollowUpPromptsConfig, extra: followUpIssues },
  { field: 'analytic', schema: ZAnalyticConfig, extra: analyticIssues },
]

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {}
}

/** An enabled rate limit needs both numbers (the message has a default). */
function rateLimitIssues(value: unknown): string[] {
  const limit = record(record(value).rateLimit)
  if (limit.status !== true) return []
  return limit.limitMax === undefined || limit.limitDuration === undefined
    ? ['rateLimit: message limit and duration are required when the rate limit is on']
    : []
}

function followUpIssues(value: unknown): string[] {
  const config = record(value)
  if (config.status !== true) return []
  const provider = typeof config.selectedProvider === 'string' ? config.selectedProvider : ''
  const settings = record(config[provider])
  if (!provider || Object.keys(settings).length === 0)
    return ['followUpPrompts: choose a provider and its model']
  if (!settings.modelName) return ['followUpPrompts: a model name is required']
  if (provider !== 'ollama' && !settings.credentialId) return ['followUpPrompts: a credential is required']
  return []
}

/** A switched-on provider needs its endpoint (OpenTelemetry) or its credential (the others). */
function analyticIssues(value: unknown): string[] {
  const config = record(value)
  const otel = record(config.openTelemetry)
  const issues =
    otel.status === true && !otel.endpoint ? ['openTelemetry: an endpoint is required when it is on'] : []
  for (const { name } of ANALYTIC_PROVIDERS) {
    const settings = record(config[name])
    if (settings.status === true && !settings.credentialId)
      issues.push(`${name}: a credential is required when it is on`)
  }
  return issues
}

/** Throws 400 `Invalid <field>: …` naming every problem, e.g. "Temperature must be between 0 and 1". */
export function checkFlowConfigTexts(texts: FlowConfigTexts): void {
  for (const { field, schema, extra } of checks) {
    const text = texts[field]
    if (typeof text !== 'string' || text === '') continue
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new ValidationError(`Invalid ${field}: not JSON`)
    }
    const result = schema.safeParse(parsed)
    const issues = result.success
      ? (extra?.(result.data) ?? [])
      : result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    if (issues.length > 0) throw new ValidationError(`Invalid ${field}: ${issues.join('; ')}`)
  }
}
