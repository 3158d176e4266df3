import { CanvasPage } from './pages'
import { preloadData } from './preload-data'

/** Called by the entry module before React renders: data for the URL, and the canvas chunk on a canvas URL. */
export function preloadForLocation(pathname: string): void {
  if (preloadData(pathname)) void CanvasPage.preload().catch(() => undefined)
}
