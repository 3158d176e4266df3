// The three.js page (an ES module): `import * as THREE from <three's URL>` then `ufPage.start(PAGE, THREE)`.
import type { TPageData } from '../../pages/page-data'
import { startPage } from '../start-page'
import type { TThree } from '../three/three-lib'
import { threeView } from '../three/three-view'

export function start(data: TPageData, THREE: TThree): void {
  startPage(data, (page) => threeView(page, THREE))
}
