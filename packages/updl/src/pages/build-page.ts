import { exhaustiveSwitchError } from '@unikflow/graph'
import type { TSceneIR } from '../scene-types'
import { buildAframePage } from './aframe-page'
import type { TPageOptions } from './page-options'

/** One self-contained HTML document showing the scene (or quiz) with the publication's technology. */
export function buildPageHtml(scene: TSceneIR, options: TPageOptions): string {
  switch (options.technology) {
    case 'arjs':
    case 'aframevr':
      return buildAframePage(scene, options)
    case 'threejs':
    case 'babylonjs':
    case 'playcanvas':
      return buildAframePage(scene, { ...options, technology: 'aframevr' })
    default:
      throw exhaustiveSwitchError(options.technology)
  }
}
