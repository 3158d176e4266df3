import type { TSceneIR } from '../scene-types'
import type { TPageOptions } from './page-options'
import { pageShell } from './page-shell'
import { PLAYCANVAS_PAGE_JS } from './runtime-scripts'

/** The PlayCanvas page: the engine as a classic script, the view drawing into a canvas. */
export function buildPlayCanvasPage(scene: TSceneIR, options: TPageOptions): string {
  return pageShell(scene, options, {
    body: '<canvas id="uf-view"></canvas>',
    pageJs: `${PLAYCANVAS_PAGE_JS}\nufPage.start(PAGE);`,
  })
}
