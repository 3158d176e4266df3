import type { TPageData } from '../pages/page-data'
import { showCameraNotice } from './camera-notice'
import { requiredElement } from './dom'
import { emptyCookieInOpaqueOrigin } from './opaque-origin-cookie'
import { usePageLanguage } from './page-language'
import { startQuiz } from './quiz'
import type { TCreateView } from './view'

/**
 * What every page's script does with its `PAGE`: settles the language before anything is shown, sets up
 * the AR camera notice, then starts the quiz over the technology's view (`viewOf`, given the page in its
 * language). If the view cannot start (no WebGL, a library missing), the panel says the page failed.
 */
export function startPage(
  data: TPageData,
  viewOf: (page: ReturnType<typeof usePageLanguage>) => TCreateView,
): void {
  emptyCookieInOpaqueOrigin()
  const page = usePageLanguage(data, navigator.languages || [navigator.language])
  if (page.ar) showCameraNotice(page)
  try {
    startQuiz(page, viewOf(page))
  } catch (error) {
    console.error(error)
    const failed = requiredElement('uf-panel')
    failed.textContent = page.texts.loadFailed
    failed.hidden = false
  }
}
