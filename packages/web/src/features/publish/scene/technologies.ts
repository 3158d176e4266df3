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

/** The flow's display mode as the Configuration tab saved it in chatbotConfig (AR mode alone: AR.js). */
export function technologyOf(chatbotConfig: string | null | undefined): TPublicationTechnology {
  const config = parseChatbotConfig(chatbotConfig)
  if (isTechnology(config.technology)) return config.technology
  return config.displayMode === 'ar' ? 'arjs' : 'chat'
}

/** chatbotConfig with the display mode set: `displayMode` chat or ar (as the Share dialog reads it) and the technology. */
export function withTechnology(
  chatbotConfig: string | null | undefined,
  technology: TPublicationTechnology,
): Record<string, unknown> {
  return {
    ...parseChatbotConfig(chatbotConfig),
    displayMode: technology === 'chat' ? 'chat' : 'ar',
    technology,
  }
}
