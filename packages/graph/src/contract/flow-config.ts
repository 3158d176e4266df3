import { z } from 'zod'
import { ZAnalyticProviderConfig } from './analytic-providers'

/*
 * The flow configuration dialog's tabs, stored on the flow as JSON text the way Flowise stores them:
 * `chatbotConfig` (security: allowed domains; starters; follow-up switch; feedback; leads; file upload;
 * post processing; the bot's display settings), `apiConfig` (rate limit, override allowlist — see
 * ZFlowApiConfig), `speechToText`, `followUpPrompts` and `analytic`. Unknown keys are kept as sent.
 */

/** Accepts a number or a numeric string (Flowise's forms save numbers as text); an empty field is unset. */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    schema.optional(),
  )

export const ALLOWED_ORIGIN_INVALID = 'Allowed domains must be origins like https://example.com'

const ORIGIN =
  /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?\/?$/i

/** `https://example.com` or `http://localhost:3000`: a scheme, a host, maybe a port — no path. */
export function isValidOrigin(value: string): boolean {
  return ORIGIN.test(value)
}

/** Blank rows of the form are dropped; a trailing slash is tolerated. */
const ZAllowedOrigins = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.filter((o) => typeof o === 'string' && o.trim() !== '').map((o: string) => o.trim())
      : v,
  z.array(z.string().refine(isValidOrigin, ALLOWED_ORIGIN_INVALID)).max(100),
)

export const ZStarterPrompts = z.record(z.string(), z.object({ prompt: z.string().max(2000) }).loose())

export const ZLeadsConfig = z
  .object({
    status: z.boolean().optional(),
    title: z.string().max(500).optional(),
    successMessage: z.string().max(2000).optional(),
    name: z.boolean().optional(),
    email: z.boolean().optional(),
    phone: z.boolean().optional(),
  })
  .loose()
export type TLeadsConfig = z.infer<typeof ZLeadsConfig>

export const MAX_UPLOAD_SIZE_MB = 20
export const ZFileUploadConfig = z
  .object({
    status: z.boolean().optional(),
    /** Comma-separated MIME types (`text/plain,application/pdf`); `image/*` style wildcards allowed. */
    allowedUploadFileTypes: z
      .string()
      .max(5000)
      .refine(
        (s) =>
          s
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
            .every((t) => /^[\w.+-]+\/[\w.+*-]+$/.test(t)),
        'Allowed file types must be MIME types like text/plain, separated by commas',
      )
      .optional(),
    /** Largest file accepted, in MB (at most MAX_UPLOAD_SIZE_MB). */
    maxUploadSize: numeric(
      z.number().positive('Max upload size must be more than 0').max(MAX_UPLOAD_SIZE_MB),
    ).optional(),
  })
  .loose()
export type TFileUploadConfig = z.infer<typeof ZFileUploadConfig>

export const ZPostProcessingConfig = z
  .object({
    enabled: z.boolean().optional(),
    /** JS function body; Flowise stores it JSON-encoded (a JSON string of the code), both are read. */
    customFunction: z.string().max(100_000).optional(),
  })
  .loose()

/** `chatbotConfig`: known keys checked, display settings (title, colours, messages …) kept as sent. */
export const ZChatbotConfig = z
  .object({
    allowedOrigins: ZAllowedOrigins.optional(),
    allowedOriginsError: z.string().max(1000).optional(),
    starterPrompts: ZStarterPrompts.optional(),
    followUpPrompts: z.object({ status: z.boolean().optional() }).loose().optional(),
    chatFeedback: z.object({ status: z.boolean().optional() }).loose().optional(),
    leads: ZLeadsConfig.optional(),
    fullFileUpload: ZFileUploadConfig.optional(),
    postProcessing: ZPostProcessingConfig.optional(),
  })
  .loose()
export type TChatbotConfig = z.infer<typeof ZChatbotConfig>

/** `apiConfig.rateLimit`: at most `limitMax` messages per `limitDuration` seconds per client IP. */
export const ZRateLimitConfig = z
  .object({
    status: z.boolean().optional(),
    limitMax: numeric(z.number().int().positive('Message limit must be more than 0')).optional(),
    limitDuration: numeric(z.number().positive('Duration must be more than 0')).optional(),
    limitMsg: z.string().max(1000).optional(),
  })
  .loose()
export type TRateLimitConfig = z.infer<typeof ZRateLimitConfig>

/** ISO-639-1 language codes (speech to text language). */
export const ISO_639_1_CODES = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ' +
    'ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik ' +
    'io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml ' +
    'mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd ' +
    'se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi ' +
    'vo wa wo xh yi yo za zh zu'
  ).split(' '),
)
export const STT_LANGUAGE_INVALID = 'Language must be an ISO-639-1 code, e.g. en'
export const STT_TEMPERATURE_INVALID = 'Temperature must be between 0 and 1'
export const PROFANITY_FILTER_VALUES = ['none', 'masked', 'removed', 'raw'] as const

/** Speech to text providers as Flowise names them. */
export const SpeechToTextProviders = {
  OpenAIWhisper: 'openAIWhisper',
  AssemblyAI: 'assemblyAiTranscribe',
  LocalAI: 'localAISTT',
  AzureCognitive: 'azureCognitive',
  GroqWhisper: 'groqWhisper',
} as const

export const ZSpeechToTextProviderConfig = z
  .object({
    status: z.boolean().optional(),
    credentialId: z.string().max(200).optional(),
    language: z
      .string()
      .trim()
      .refine((v) => v === '' || ISO_639_1_CODES.has(v.toLowerCase()), STT_LANGUAGE_INVALID)
      .optional(),
    prompt: z.string().max(5000).optional(),
    temperature: numeric(
      z.number().min(0, STT_TEMPERATURE_INVALID).max(1, STT_TEMPERATURE_INVALID),
    ).optional(),
    baseUrl: z.url('Base URL must be a URL').or(z.literal('')).optional(),
    model: z.string().max(200).optional(),
    /** none | masked | removed | raw (Flowise writes None/Masked/Removed). */
    profanityFilterMode: z
      .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(PROFANITY_FILTER_VALUES))
      .optional(),
    /** Audio channels, e.g. `0,1`. */
    channels: z
      .union([
        z.number().int().min(0),
        z.string().regex(/^\d+(\s*,\s*\d+)*$/, 'Audio channels must be like 0,1'),
      ])
      .optional(),
  })
  .loose()
export type TSpeechToTextProviderConfig = z.infer<typeof ZSpeechToTextProviderConfig>
/** `speechToText`: one entry per provider; the one with `status: true` is used. */
export const ZSpeechToTextConfig = z.record(z.string(), ZSpeechToTextProviderConfig)
export type TSpeechToTextConfig = z.infer<typeof ZSpeechToTextConfig>

export const ZFollowUpProviderConfig = z
  .object({
    status: z.boolean().optional(),
    credentialId: z.string().max(200).optional(),
    modelName: z.string().max(200).optional(),
    baseUrl: z.string().max(2000).optional(),
    prompt: z.string().max(10_000).optional(),
    temperature: numeric(z.number().min(0).max(2)).optional(),
  })
  .loose()
/** `followUpPrompts`: `{ status, selectedProvider, <provider>: { credentialId, modelName, prompt, temperature } }`. */
export const ZFollowUpPromptsConfig = z
  .object({ status: z.boolean().optional(), selectedProvider: z.string().max(100).optional() })
  .catchall(z.unknown())
export type TFollowUpPromptsConfig = z.infer<typeof ZFollowUpPromptsConfig>
export const FOLLOW_UP_DEFAULT_PROMPT =
  'Given the following conversation: {history}. Suggest the three questions the user is most likely to ' +
  'ask next, each short and concise.'

/** Chatflow analysis: each run's trace goes to an OpenTelemetry collector as OTLP/HTTP JSON spans. */
export const ZOpenTelemetryConfig = z
  .object({
    status: z.boolean().optional(),
    /** The collector's traces URL, e.g. http://collector:4318/v1/traces. */
    endpoint: z.url('Endpoint must be a URL').optional(),
    /** Extra request headers (auth): an object, or `k=v,k2=v2` like OTEL_EXPORTER_OTLP_HEADERS. */
    headers: z.union([z.record(z.string(), z.string()), z.string().max(5000)]).optional(),
    serviceName: z.string().max(200).optional(),
  })
  .loose()
export type TOpenTelemetryConfig = z.infer<typeof ZOpenTelemetryConfig>
/**
 * `analytic`: providers by name — `openTelemetry` and Flowise's tracing services (`ANALYTIC_PROVIDERS`);
 * the server sends each run's trace to every one switched on.
 */
export const ZAnalyticConfig = z
  .object({
    openTelemetry: ZOpenTelemetryConfig.optional(),
    langSmith: ZAnalyticProviderConfig.optional(),
    langFuse: ZAnalyticProviderConfig.optional(),
    lunary: ZAnalyticProviderConfig.optional(),
    langWatch: ZAnalyticProviderConfig.optional(),
    arize: ZAnalyticProviderConfig.optional(),
    phoenix: ZAnalyticProviderConfig.optional(),
    opik: ZAnalyticProviderConfig.optional(),
  })
  .catchall(z.record(z.string(), z.unknown()))
export type TAnalyticConfig = z.infer<typeof ZAnalyticConfig>

/** Flowise's uploads block of the public chatbot config. */
export const ZUploadSizeAndTypes = z.object({ fileTypes: z.array(z.string()), maxUploadSize: z.number() })
export const ZUploadsConfig = z.object({
  isSpeechToTextEnabled: z.boolean(),
  isImageUploadAllowed: z.boolean(),
  isRAGFileUploadAllowed: z.boolean(),
  imgUploadSizeAndTypes: z.array(ZUploadSizeAndTypes),
  fileUploadSizeAndTypes: z.array(ZUploadSizeAndTypes),
})
export type TUploadsConfig = z.infer<typeof ZUploadsConfig>

/**
 * `GET /public-chatbotConfig/:id` (public flows without an API key): the bot's display settings as
 * saved in chatbotConfig (without allowed domains, post processing or anything named like a secret),
 * plus what the widget needs to switch features on. Never flowData, credentials or keys.
 */
export const ZPublicChatbotConfig = z
  .object({
    starterPrompts: ZStarterPrompts.optional(),
    chatFeedback: z.object({ status: z.boolean() }),
    leads: ZLeadsConfig,
    followUpPrompts: z.object({ status: z.boolean() }),
    uploads: ZUploadsConfig,
    /** The File upload tab (files' text sent to the model): Flowise's widget uploads to `/attachments` then. */
    fullFileUpload: z.object({ status: z.boolean(), allowedUploadFileTypes: z.string() }),
    isTTSEnabled: z.boolean(),
    isStreaming: z.boolean(),
    /** The flow's name: the public chatbot page's title. */
    flowName: z.string().optional(),
  })
  .catchall(z.unknown())
export type TPublicChatbotConfig = z.infer<typeof ZPublicChatbotConfig>

export const ZStreamingCheck = z.object({ isStreaming: z.boolean() })

/** Texts of the public chatbot (docs/product.md#error-texts). */
export const INVALID_CHATBOT_MESSAGE = 'Invalid Chatbot. Please check your configuration.'
export const DEFAULT_ORIGIN_ERROR = 'This site is not allowed to access this chatbot'
export const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many messages, please try again later'
