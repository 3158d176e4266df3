import type { FastifyRequest } from 'fastify'
import type { TPublicChatbotConfig } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError } from '../../errors/app-error'
import { parseFlowSettings, settingsColumns, type FlowSettings } from '../flow-config/flow-settings'
import { checkAllowedOrigin } from '../flow-config/public-guards'
import { isFlowStreaming } from '../flow-config/streaming'
import { uploadsConfigOf } from '../flow-config/uploads'
import { loadPredictionFlow } from '../prediction/prediction-flow'
import { resolveFromState } from '../flow-releases/resolve-flow-version'
import { startFormOf } from './start-form'

/** chatbotConfig keys that are settings of the server, not of the bot's look: never sent to visitors. */
const PRIVATE_KEYS = new Set([
  'allowedOrigins',
  'allowedOriginsError',
  'postProcessing',
  'fullFileUpload',
  'rateLimit',
  'overrideConfig',
])
/** Belt and braces: nothing named like a secret leaves, at any depth. */
const SECRET_NAME = /secret|password|token|credential|api[-_]?key|flowdata/i

function displaySettings(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => displaySettings(v, depth + 1))
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if ((depth === 0 && PRIVATE_KEYS.has(key)) || SECRET_NAME.test(key)) continue
    out[key] = displaySettings(v, depth + 1)
  }
  return out
}

export function isFollowUpEnabled(settings: FlowSettings): boolean {
  return (settings.followUpPrompts.status ?? settings.chatbot.followUpPrompts?.status) === true
}

/** The flow as visitors get it: the live release's graph (what their questions run on). */
async function loadPublicFlow(deps: Pick<AppDeps, 'db'>, flowId: string) {
  const row = await deps.db
    .selectFrom('chat_flows')
    .select([
      'unik_id',
      'name',
      'flow_data',
      'type',
      'release_explicitly',
      'live_release',
      ...settingsColumns,
    ])
    .where('id', '=', flowId)
    .executeTakeFirst()
  if (!row) throw new NotFoundError('Chatflow not found')
  const live = await resolveFromState(deps.db, { unikId: row.unik_id, flowId }, row, 'live')
  return { name: row.name, flowData: live.flowData, type: row.type, settings: parseFlowSettings(row) }
}

/** What the public chatbot page and the embed widget need; the flow passed the 'publicFlow' policy. */
export async function getPublicChatbotConfig(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
  flowId: string,
): Promise<TPublicChatbotConfig> {
  const flow = await loadPublicFlow(deps, flowId)
  const { settings } = flow
  checkAllowedOrigin(deps, request, settings)
  const leads = settings.chatbot.leads
  const display = displaySettings(settings.chatbot)
  const graph = safeJson(flow.flowData)
  return {
    ...(display && typeof display === 'object' ? display : {}),
    chatFeedback: { status: settings.chatbot.chatFeedback?.status === true },
    leads:
      leads?.status === true
        ? {
            status: true,
            title: leads.title ?? '',
            successMessage: leads.successMessage ?? '',
            name: leads.name === true,
            email: leads.email === true,
            phone: leads.phone === true,
          }
        : { status: false },
    followUpPrompts: { status: isFollowUpEnabled(settings) },
    uploads: uploadsConfigOf(graph, settings),
    // Flowise's widget reads the File upload tab here: its switch and types (never its other settings).
    fullFileUpload: {
      status: settings.chatbot.fullFileUpload?.status === true,
      allowedUploadFileTypes: settings.chatbot.fullFileUpload?.allowedUploadFileTypes ?? '',
    },
    isTTSEnabled: false,
    isStreaming: isFlowStreaming(flow.flowData, flow.type, settings),
    flowName: flow.name,
    ...startFormOf(graph),
  }
}

export async function getStreamingCheck(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
  access: { id: string; unikId: string },
) {
  const flow = await loadPredictionFlow(deps.db, { unikId: access.unikId, flowId: access.id }, 'live')
  checkAllowedOrigin(deps, request, flow.settings)
  return { isStreaming: flow.isStreaming }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
