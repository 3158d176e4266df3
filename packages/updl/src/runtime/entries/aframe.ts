// A-Frame VR and AR.js pages: `ufPage.start(PAGE)` once A-Frame's script has loaded (AFRAME global).
import type { TPageData } from '../../pages/page-data'
import { aframeView, type TAframe } from '../aframe/aframe-view'
import { startPage } from '../start-page'

declare const AFRAME: TAframe

export function start(data: TPageData): void {
  startPage(data, (page) => aframeView(page, () => AFRAME))
}
