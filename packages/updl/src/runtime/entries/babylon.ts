// The Babylon.js page: babylon.js and its loaders as classic scripts, then `ufPage.start(PAGE)`.
import type { TPageData } from '../../pages/page-data'
import type { TBabylon } from '../babylon/babylon-lib'
import { babylonView } from '../babylon/babylon-view'
import { startPage } from '../start-page'

declare const BABYLON: TBabylon

export function start(data: TPageData): void {
  startPage(data, (page) => babylonView(page, BABYLON))
}
