import type { TSceneIR } from '../scene-types'
import type { TPageOptions } from './page-options'
import { pageShell } from './page-shell'
import { BABYLON_PAGE_JS } from './runtime-scripts'

/** The Babylon.js page: babylon.js and its glTF loaders as classic scripts, the view drawing into a canvas. */
export function buildBabylonPage(scene: TSceneIR, options: TPageOptions): string {
  return pageShell(scene, options, {
    body: '<canvas id="uf-view"></canvas>',
    pageJs: `${BABYLON_PAGE_JS}\nufPage.start(PAGE);`,
  })
}
