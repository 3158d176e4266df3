import { ErrorCodes, SpeechToTextProviders, type TSpeechToTextProviderConfig } from '@unikflow/graph'
import { ASSEMBLYAI_API, AssemblyAIError, transcribeWithAssemblyAI } from '@unikflow/nodes'
import type { AppDeps } from '../../deps'
import { AppError, ValidationError } from '../../errors/app-error'
import { readCredentialForRun } from '../credentials/credentials.service'
import { loadEngine } from '../prediction/load-engine'

const TIMEOUT_MS = 60_000

/** Where each provider's OpenAI-compatible `/audio/transcriptions` lives, and its key field. */
function endpointOf(
  name: string,
  config: TSpeechToTextProviderConfig,
  credential: Record<string, string>,
): { baseUrl: string; apiKey: string | undefined; model: string } {
  switch (name) {
    case SpeechToTextProviders.OpenAIWhisper:
      return {
        baseUrl: config.baseUrl || credential.basePath || 'https://api.openai.com/v1',
        apiKey: credential.openAIApiKey,
        model: config.model || 'whisper-1',
      }
    case SpeechToTextProviders.LocalAI:
      if (!config.baseUrl) throw new ValidationError('Speech to text: LocalAI needs a base URL')
      return {
        baseUrl: config.baseUrl,
        apiKey: credential.localAIApiKey ?? credential.openAIApiKey,
        model: config.model || 'whisper-1',
      }
    case SpeechToTextProviders.GroqWhisper:
      return {
        baseUrl: config.baseUrl || 'https://api.groq.com/openai/v1',
        apiKey: credential.groqApiKey,
        model: config.model || 'whisper-large-v3',
      }
    default:
      throw new ValidationError(
        `Speech to text provider ${name} is not supported; use AssemblyAI or an OpenAI-compatible one (openAIWhisper, localAISTT, groqWhisper)`,
      )
  }
}

export class SpeechToTextError extends AppError {
  constructor(message: string) {
    super(502, ErrorCodes.FlowRunFailed, message)
  }
}

const audioBytes = (data: string) => Buffer.from(data.replace(/^data:[^,]*,/, ''), 'base64')

/**
 * AssemblyAI (Flowise's `assemblyAiTranscribe`): the recording uploaded, transcribed in the flow's language,
 * with the `assemblyAIApi` credential's key; its Base Path, or the flow's base URL, replaces AssemblyAI's host.
 */
async function transcribeAssemblyAI(
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
  config: TSpeechToTextProviderConfig,
  credential: Record<string, string>,
  audio: { mime: string; data: string },
  signal: AbortSignal,
): Promise<string> {
  if (!credential.assemblyAIApiKey)
    throw new ValidationError('Speech to text: AssemblyAI needs an AssemblyAI API credential')
  const text = await transcribeWithAssemblyAI(
    {
      apiKey: credential.assemblyAIApiKey,
      baseUrl: config.baseUrl || credential.basePath || ASSEMBLYAI_API,
      fetch,
    },
    { audio: audioBytes(audio.data), mime: audio.mime, language: config.language, signal },
  ).catch((e: unknown) => {
    throw new SpeechToTextError(
      e instanceof AssemblyAIError
        ? `Speech to text failed: ${e.message}`
        : `Speech to text failed: ${String(e)}`,
    )
  })
  if (!text.trim()) throw new SpeechToTextError('Speech to text returned no text')
  return text
}

/**
 * Turns an uploaded recording into the question: the provider's `/audio/transcriptions` with the
 * flow's language, prompt and temperature, using a credential of the flow's own unik. The base URL is
 * the editor's, so the request goes through the outbound guard like every user-given URL.
 */
export async function transcribeAudio(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  input: {
    unikId: string
    provider: { name: string; config: TSpeechToTextProviderConfig }
    audio: { name: string; mime: string; data: string }
    signal: AbortSignal
  },
): Promise<string> {
  const { name, config } = input.provider
  const credential = config.credentialId
    ? await readCredentialForRun(deps, input.unikId, config.credentialId)
    : {}
  const { createGuardedFetch, parseAllowlist } = await loadEngine()
  const fetch = createGuardedFetch({
    allowlist: parseAllowlist(deps.config.outboundAllowlist),
    maxResponseBytes: deps.config.outboundMaxResponseBytes,
  })
  const signal = AbortSignal.any([input.signal, AbortSignal.timeout(TIMEOUT_MS)])
  if (name === SpeechToTextProviders.AssemblyAI)
    return transcribeAssemblyAI(fetch, config, credential, input.audio, signal)
  const { baseUrl, apiKey, model } = endpointOf(name, config, credential)
  const form = new FormData()
  const bytes = audioBytes(input.audio.data)
  form.append('file', new Blob([bytes], { type: input.audio.mime }), input.audio.name || 'audio.webm')
  form.append('model', model)
  if (config.language) form.append('language', config.language.toLowerCase())
  if (config.prompt) form.append('prompt', config.prompt)
  if (config.temperature !== undefined) form.append('temperature', String(config.temperature))
  const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
    method: 'POST',
    body: form,
    headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
    signal,
  }).catch((e: unknown) => {
    throw new SpeechToTextError(`Speech to text failed: ${e instanceof Error ? e.message : String(e)}`)
  })
  if (!res.ok)
    throw new SpeechToTextError(`Speech to text failed: ${res.status} ${(await res.text()).slice(0, 300)}`)
  const body: unknown = await res.json()
  const text =
    body && typeof body === 'object' && 'text' in body && typeof body.text === 'string' ? body.text : ''
  if (!text.trim()) throw new SpeechToTextError('Speech to text returned no text')
  return text
}
