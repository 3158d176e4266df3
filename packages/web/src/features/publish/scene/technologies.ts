import {
  isSceneTechnology,
  PUBLICATION_TECHNOLOGIES,
  type TPublicationTechnology,
  type TSceneTechnology,
} from '@unikflow/graph'
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

/**
 * The flow's display mode, kept in chatbotConfig as `technology`. Configs saved before it was the only
 * field may also hold `displayMode` (chat | ar), which the Share dialog used to write on its own: where the
 * two disagree, `displayMode` was written last (the Publish dialog always wrote both in agreement).
 */
export function technologyOf(chatbotConfig: string | null | undefined): TPublicationTechnology {
  const config = parseChatbotConfig(chatbotConfig)
  const technology = storedTechnology(config.technology)
  if (config.displayMode === 'chat') return 'chat'
  if (config.displayMode === 'ar') return technology && technology !== 'chat' ? technology : 'arjs'
  return technology ?? 'chat'
}

/** chatbotConfig with the display mode set: `technology` only (a legacy `displayMode` is dropped). */
export function withTechnology(
  chatbotConfig: string | null | undefined,
  technology: TPublicationTechnology,
): Record<string, unknown> {
  const { displayMode: _legacy, ...config } = parseChatbotConfig(chatbotConfig)
  return { ...config, technology }
}
