import {
  isSceneTechnology,
  parseFlowData,
  PUBLICATION_TECHNOLOGIES,
  type TPublicationTechnology,
  type TSceneTechnology,
} from '@unikflow/graph'
import { isUpdlNodeName } from '@unikflow/updl'
import { parseChatbotConfig } from '../bot-config'

/** The order of the Configuration tab's radio (the spec's list). */
export const TECHNOLOGY_ORDER: readonly TPublicationTechnology[] = [
  'chat',
  'arjs',
  'playcanvas',
  'babylonjs',
  'threejs',
  'aframevr',
]

export const SCENE_TECHNOLOGIES: readonly TSceneTechnology[] = TECHNOLOGY_ORDER.filter(isSceneTechnology)

const isTechnology = (value: unknown): value is TPublicationTechnology =>
  PUBLICATION_TECHNOLOGIES.some((t) => t === value)

const storedTechnology = (value: unknown) => (isTechnology(value) ? value : undefined)

/** Whether the flow holds UPDL nodes: only then has it a scene to publish with a scene technology. */
export function hasUpdlScene(flowData: string): boolean {
  const parsed = parseFlowData(flowData)
  return parsed.ok && parsed.value.nodes.some((n) => isUpdlNodeName(n.data.name))
}

/** The display modes a flow is offered: chat, and the scene technologies when it has a scene. */
export const offeredTechnologies = (hasScene: boolean): readonly TPublicationTechnology[] =>
  hasScene ? TECHNOLOGY_ORDER : ['chat']

/**
 * The flow's display mode, kept in chatbotConfig as `technology`; a flow with a scene and nothing chosen
 * yet shows its scene (the first scene technology), a flow without one is a chatbot. Configs saved before
 * `technology` was the only field may also hold `displayMode` (chat | ar), which the Share dialog used to
 * write on its own: where the two disagree, `displayMode` was written last.
 */
export function technologyOf(
  chatbotConfig: string | null | undefined,
  hasScene: boolean,
): TPublicationTechnology {
  if (!hasScene) return 'chat'
  const config = parseChatbotConfig(chatbotConfig)
  const technology = storedTechnology(config.technology)
  if (config.displayMode === 'chat') return 'chat'
  if (config.displayMode === 'ar') return technology && technology !== 'chat' ? technology : 'arjs'
  return technology ?? SCENE_TECHNOLOGIES[0] ?? 'chat'
}

/** Whether a display mode was ever saved (else the one shown is the default, and saving it is offered). */
export function isTechnologyChosen(chatbotConfig: string | null | undefined): boolean {
  const config = parseChatbotConfig(chatbotConfig)
  return storedTechnology(config.technology) !== undefined || config.displayMode !== undefined
}

/** chatbotConfig with the display mode set: `technology` only (a legacy `displayMode` is dropped). */
export function withTechnology(
  chatbotConfig: string | null | undefined,
  technology: TPublicationTechnology,
): Record<string, unknown> {
  const { displayMode: _legacy, ...config } = parseChatbotConfig(chatbotConfig)
  return { ...config, technology }
}
