// The PlayCanvas page: the engine as a classic script, then `ufPage.start(PAGE)`.
import type { TPageData } from '../../pages/page-data'
import type { TPlayCanvas } from '../playcanvas/playcanvas-lib'
import { playCanvasView } from '../playcanvas/playcanvas-view'
import { startPage } from '../start-page'

declare const pc: TPlayCanvas

export function start(data: TPageData): void {
  startPage(data, (page) => playCanvasView(page, pc))
}
