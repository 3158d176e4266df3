import { exhaustiveSwitchError } from '@unikflow/graph'
import type { TSceneIR } from '../scene-types'
import { buildAframePage } from './aframe-page'
import { buildBabylonPage } from './babylon-page'
import { buildPlayCanvasPage } from './playcanvas-page'
import type { TPageOptions } from './page-options'
import { buildThreePage } from './three-page'

/** One self-contained HTML document showing the scene (or quiz) with the publication's technology. */
export function buildPageHtml(scene: TSceneIR, options: TPageOptions): string {
  switch (options.technology) {
    case 'arjs':
    case 'aframevr':
      return buildAframePage(scene, options)
    case 'threejs':
      return buildThreePage(scene, options)
    case 'babylonjs':
      return buildBabylonPage(scene, options)
    case 'playcanvas':
      return buildPlayCanvasPage(scene, options)
    default:
      throw exhaustiveSwitchError(options.technology)
  }
}
