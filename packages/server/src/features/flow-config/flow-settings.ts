import type { Kysely } from 'kysely'
import type { z } from 'zod'
import {
  ZAnalyticConfig,
  ZChatbotConfig,
  ZFlowApiConfig,
  ZFollowUpPromptsConfig,
  ZSpeechToTextConfig,
  type TAnalyticConfig,
  type TChatbotConfig,
  type TFlowApiConfig,
  type TFollowUpPromptsConfig,
  type TSpeechToTextConfig,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'

/** A flow's configuration tabs, parsed. Stored texts are checked on save; an unreadable one counts as empty. */
export interface FlowSettings {
  chatbot: TChatbotConfig
  api: TFlowApiConfig
  speechToText: TSpeechToTextConfig
  followUpPrompts: TFollowUpPromptsConfig
  analytic: TAnalyticConfig
}

export const settingsColumns = [
  'chatbot_config',
  'api_config',
  'speech_to_text',
  'follow_up_prompts',
  'analytic',
] as const

type SettingsRow = Record<(typeof settingsColumns)[number], string | null>

function parse<S extends z.ZodType>(schema: S, text: string | null, empty: z.output<S>): z.output<S> {
  if (!text) return empty
  try {
    const result = schema.safeParse(JSON.parse(text))
    return result.success ? result.data : empty
  } catch {
    return empty
  }
}

export function parseFlowSettings(row: SettingsRow): FlowSettings {
  return {
    chatbot: parse(ZChatbotConfig, row.chatbot_config, {}),
    api: parse(ZFlowApiConfig, row.api_config, {}),
    speechToText: parse(ZSpeechToTextConfig, row.speech_to_text, {}),
    followUpPrompts: parse(ZFollowUpPromptsConfig, row.follow_up_prompts, {}),
    analytic: parse(ZAnalyticConfig, row.analytic, {}),
  }
}

export async function loadFlowSettings(db: Kysely<DB>, flowId: string): Promise<FlowSettings | undefined> {
  const row = await db
    .selectFrom('chat_flows')
    .select(settingsColumns)
    .where('id', '=', flowId)
    .executeTakeFirst()
  return row && parseFlowSettings(row)
}

/** The speech-to-text provider switched on, if any. */
export function activeSpeechToText(settings: FlowSettings) {
  for (const [name, config] of Object.entries(settings.speechToText))
    if (name !== 'none' && config.status === true) return { name, config }
  return undefined
}
