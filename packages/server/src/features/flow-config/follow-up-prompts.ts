import { FOLLOW_UP_DEFAULT_PROMPT, ZFollowUpProviderConfig } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { readCredentialForRun } from '../credentials/credentials.service'
import type { FlowSettings } from './flow-settings'

const TIMEOUT_MS = 30_000
const JSON_INSTRUCTION =
  '\n\nAnswer with JSON only, in this shape: {"questions": ["first question", "second question", "third question"]}'

type Request = {
  url: string
  headers: Record<string, string>
  body: unknown
  read: (json: unknown) => string
}

const openAIText = (json: unknown): string => {
  const choices =
    json && typeof json === 'object' && 'choices' in json && Array.isArray(json.choices) ? json.choices : []
  const message: unknown = choices[0]?.message
  return message && typeof message === 'object' && 'content' in message && typeof message.content === 'string'
    ? message.content
    : ''
}

function openAICompatible(
  baseUrl: string,
  apiKey: string | undefined,
  model: string,
  prompt: string,
  temperature: number | undefined,
): Request {
  return {
    url: `${baseUrl.replace(/\/+$/, '')}/chat/completions`,
    headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
    body: {
      model,
      messages: [{ role: 'user', content: prompt }],
      ...(temperature !== undefined ? { temperature } : {}),
    },
    read: openAIText,
  }
}

/** The chat call for the selected provider (Flowise's provider names), or undefined if unsupported. */
function requestFor(
  provider: string,
  settings: { modelName: string; baseUrl?: string | undefined; temperature?: number | undefined },
  credential: Record<string, string>,
  prompt: string,
): Request | undefined {
  const { modelName, temperature } = settings
  switch (provider) {
    case 'chatOpenAI':
      return openAICompatible(
        credential.basePath || 'https://api.openai.com/v1',
        credential.openAIApiKey,
        modelName,
        prompt,
        temperature,
      )
    case 'groqChat':
      return openAICompatible(
        'https://api.groq.com/openai/v1',
        credential.groqApiKey,
        modelName,
        prompt,
        temperature,
      )
    case 'chatMistralAI':
      return openAICompatible(
        'https://api.mistral.ai/v1',
        credential.mistralAIAPIKey,
        modelName,
        prompt,
        temperature,
      )
    case 'ollama':
      return openAICompatible(
        `${(settings.baseUrl || 'http://localhost:11434').replace(/\/+$/, '')}/v1`,
        undefined,
        modelName,
        prompt,
        temperature,
      )
    case 'azureChatOpenAI': {
      const instance = credential.azureOpenAIApiInstanceName ?? ''
      const deployment = credential.azureOpenAIApiDeploymentName || modelName
      const version = credential.azureOpenAIApiVersion ?? '2024-10-21'
      const request = openAICompatible(
        `https://${instance}.openai.azure.com/openai/deployments/${deployment}`,
        undefined,
        modelName,
        prompt,
        temperature,
      )
      return {
        ...request,
        url: `${request.url}?api-version=${version}`,
        headers: { 'api-key': credential.azureOpenAIApiKey ?? '' },
      }
    }
    case 'chatAnthropic':
      return {
        url: 'https://api.anthropic.com/v1/messages',
        headers: { 'x-api-key': credential.anthropicApiKey ?? '', 'anthropic-version': '2023-06-01' },
        body: {
          model: modelName,
          max_tokens: 512,
          messages: [{ role: 'user', content: prompt }],
          ...(temperature !== undefined ? { temperature } : {}),
        },
        read: (json) => {
          const content =
            json && typeof json === 'object' && 'content' in json && Array.isArray(json.content)
              ? json.content
              : []
          const first: unknown = content[0]
          return first && typeof first === 'object' && 'text' in first && typeof first.text === 'string'
            ? first.text
            : ''
        },
      }
    default:
      return undefined
  }
}

/** `{"questions": [...]}`, a bare array, or one question per line: whatever the model managed. */
export function parseQuestions(text: string): string[] {
  const json = /\{[\s\S]*\}|\[[\s\S]*\]/.exec(text)?.[0]
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json)
      const list: unknown =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'questions' in parsed
          ? parsed.questions
          : parsed
      if (Array.isArray(list))
        return list
          .filter((q): q is string => typeof q === 'string' && q.trim() !== '')
          .map((q) => q.trim())
          .slice(0, 3)
    } catch {
      // fall through to lines
    }
  }
  return text
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((l) => l.endsWith('?'))
    .slice(0, 3)
}

/**
 * After an answer, asks the configured chat model for three follow-up questions. Never fails the
 * answer: a broken provider is logged and the answer goes out without follow-ups.
 */
export async function generateFollowUpPrompts(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'log'>,
  input: { unikId: string; settings: FlowSettings; question: string; answer: string },
): Promise<string[] | undefined> {
  const config = input.settings.followUpPrompts
  const provider = config.selectedProvider
  if (!provider) return undefined
  const parsed = ZFollowUpProviderConfig.safeParse(config[provider])
  if (!parsed.success || !parsed.data.modelName) return undefined
  const settings = { ...parsed.data, modelName: parsed.data.modelName }
  try {
    const credential = settings.credentialId
      ? await readCredentialForRun(deps, input.unikId, settings.credentialId)
      : {}
    const history = `User: ${input.question}\nAssistant: ${input.answer}`
    const prompt =
      (settings.prompt || FOLLOW_UP_DEFAULT_PROMPT).replaceAll('{history}', history) + JSON_INSTRUCTION
    const request = requestFor(provider, settings, credential, prompt)
    if (!request) {
      deps.log.warn({ provider }, 'follow-up prompts: provider not supported')
      return undefined
    }
    const res = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!res.ok) throw new Error(`${res.status} ${(await res.text()).slice(0, 200)}`)
    const questions = parseQuestions(request.read(await res.json()))
    return questions.length > 0 ? questions : undefined
  } catch (error) {
    deps.log.warn({ err: error, provider }, 'follow-up prompts failed')
    return undefined
  }
}
