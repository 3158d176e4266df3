import { FOLLOW_UP_DEFAULT_PROMPT, ZFollowUpProviderConfig } from '@unikflow/graph'
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { TEngineServices } from '@unikflow/engine'
import type { EngineModule } from '../prediction/load-engine'
import type { FlowSettings } from './flow-settings'

const TIMEOUT_MS = 30_000
const JSON_INSTRUCTION =
  '\n\nAnswer with JSON only, in this shape: {"questions": ["first question", "second question", "third question"]}'

/**
 * Flowise's follow-up provider names → our chat model nodes. The call itself is the node's own runtime
 * (its LangChain provider package, credential handling and timeouts), not a request written here.
 */
const PROVIDER_NODES: Readonly<Record<string, string>> = {
  chatOpenAI: 'chatOpenAI',
  azureChatOpenAI: 'azureChatOpenAI',
  chatAnthropic: 'chatAnthropic',
  chatMistralAI: 'chatMistralAI',
  ollama: 'chatOllama',
}

/** Literal braces in a prompt template are doubled, so the text reaches the model as written. */
const literalTemplate = (text: string) => text.replaceAll('{', '{{').replaceAll('}', '}}')

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
    .map((l) => l.replace(/^\s*(?:[-*\u2022]|\d+[.)])\s*/, '').trim())
    .filter((l) => l.endsWith('?'))
    .slice(0, 3)
}

/**
 * After an answer, asks the configured chat model for three follow-up questions, by running that chat
 * model node with a prompt in a small flow of its own. Never fails the answer: a broken provider is
 * logged and the answer goes out without follow-ups.
 */
export async function generateFollowUpPrompts(
  run: { engine: EngineModule; services: TEngineServices; log: FastifyBaseLogger },
  input: { flowId: string; settings: FlowSettings; question: string; answer: string },
): Promise<string[] | undefined> {
  const config = input.settings.followUpPrompts
  const provider = config.selectedProvider
  if (!provider) return undefined
  const parsed = ZFollowUpProviderConfig.safeParse(config[provider])
  if (!parsed.success || !parsed.data.modelName) return undefined
  const settings = parsed.data
  const nodeName = PROVIDER_NODES[provider]
  if (!nodeName) {
    run.log.warn({ provider }, 'follow-up prompts: provider not supported')
    return undefined
  }
  const history = `User: ${input.question}\nAssistant: ${input.answer}`
  const prompt =
    (settings.prompt || FOLLOW_UP_DEFAULT_PROMPT).replaceAll('{history}', history) + JSON_INSTRUCTION
  const flowData = run.engine.buildFlow([
    {
      id: 'model',
      name: nodeName,
      ...(settings.credentialId ? { credential: settings.credentialId } : {}),
      inputs: {
        modelName: settings.modelName,
        streaming: false,
        ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
        ...(settings.baseUrl ? { baseUrl: settings.baseUrl, basepath: settings.baseUrl } : {}),
      },
    },
    { id: 'prompt', name: 'promptTemplate', inputs: { template: literalTemplate(prompt) } },
    {
      id: 'chain',
      name: 'llmChain',
      inputs: { model: '{{model.data.instance}}', prompt: '{{prompt.data.instance}}' },
    },
  ])
  try {
    const result = await run.engine.runFlow({
      flowData,
      question: '',
      chatId: randomUUID(),
      flowId: input.flowId,
      services: run.services,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const questions = parseQuestions(result.text)
    return questions.length > 0 ? questions : undefined
  } catch (error) {
    run.log.warn({ err: error, provider }, 'follow-up prompts failed')
    return undefined
  }
}
