import type { TGenerationMode, TPublicationOptions, TTargetPlatform } from '@unikflow/graph'

/** The settings of one technology's publication as the publish tab edits them. */
export type SceneForm = {
  generationMode: TGenerationMode
  targetPlatforms: TTargetPlatform[]
  options: TPublicationOptions
}
