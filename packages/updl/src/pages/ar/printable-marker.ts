import { gridFromPatternText, patternMarkerSvg, type TPatternGrid } from './image-pattern'
import { letterMarkerSvg } from './letter-patterns'
import { patternTextOfDataUrl } from './pattern-data-url'
import type { TPageOptions } from '../page-options'

/**
 * The first orientation of AR.js's hiro and kanji patterns (`assets/ar/patt.*`), grey 0–255 per cell as
 * hex, row by row: their printable markers are drawn from them as uploaded patterns' are (a test checks
 * them against the files).
 */
export const PRESET_GREYS = {
  hiro: 'eaebf0e9f0eaf0ebf0ecf0eef0f0f0ebe5f0f0f0f0f0f0f0f0f0f0f0f0f0f0ece3f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0ebf0f0f0f0f0f0f0f0f0f0f0f0f0f0f0e9f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0ecf0f0f0f0f0f0f0f0f0f0f0f0f0f0f0e8f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0e5f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0e19af0f0b9d7e1b4f0f0f0efeff0f0f09671efe647ce7399efe8e0eaefb4e2f09849b9d435b96ca9c6511dee783235d5934a324b37b86c68900996972fd9ba547a5adbdc3cb5755f8069ed7d9beda546974cf0f04ccf616d7965ed863377a09e92bbf0f062dc8e9acfbbece5984dafd2',
  kanji:
    'd6e2f0e1d5f0d8ccd5e3b5c0c6c0b7c1f0f0f0f0f0f0e2e8f0f0f0f0f0f0f0edf0f0f0f0f0f05585def0f0f0f0f0f0f0f0f0f0f0f0f06b39f0f0f0f0f0f0f0edf0f0f0f0f0ee761ff0f0f0f0f0f0f0eaf0f0f0f0f0f05134d0f0f0f0f0f0f0f0f0f0f0f0f0f03836b1f0f0f0f0f0f0f0f0f0f0f0f0f0462282f0f0f0f0f0f0dcf0f0f0f0f0b72b3753e5f0f0f0f0f0f0f0f0f0f0f0763da329bcf0f0f0f0f0e8f0f0f0f0f05840e04355ebf0f0f0f0dbf0f0f0e13951e1f0993fa1f0f0f0f0e3f0f0c842086aebf0ec6337aee5f0f0f0f08b3e125be2f0f0f0e55f45b3e8efdc5a160698f0f0f0f0f0f0d2672980c8d19c0fc3e9ecf0edf0efeff0be66387bee',
} as const

function gridOfGreys(hex: string): TPatternGrid {
  return Array.from({ length: hex.length / 2 }, (_, i) => {
    const v = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
    return [v, v, v] as const
  })
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/** The printable marker of an AR.js page as a `data:` SVG, when its marker can be printed (not barcodes). */
export function printableMarkerUrl(options: Pick<TPageOptions, 'arjs'>): string | undefined {
  const ar = options.arjs ?? { markerType: 'preset' }
  if (ar.markerType === 'preset') {
    const preset = ar.preset ?? 'hiro'
    if (preset === 'hiro' || preset === 'kanji')
      return svgDataUrl(patternMarkerSvg(gridOfGreys(PRESET_GREYS[preset])))
    return svgDataUrl(letterMarkerSvg(preset))
  }
  if (ar.markerType === 'pattern' && ar.patternUrl) {
    const text = patternTextOfDataUrl(ar.patternUrl)
    const grid = text === undefined ? undefined : gridFromPatternText(text)
    return grid && svgDataUrl(patternMarkerSvg(grid))
  }
  return undefined
}
