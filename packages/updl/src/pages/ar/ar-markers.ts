import { escapeHtml, num } from '../html-escape'
import { isPatternDataUrl } from './pattern-data-url'
import { LIB, libraryUrl } from '../library-files'
import { ArBarcodeMatrices, type TArMarkerPreset, type TPageOptions } from '../page-options'

const PRESET_FILES: Record<TArMarkerPreset, string> = {
  hiro: LIB.pattern('hiro'),
  kanji: LIB.pattern('kanji'),
  A: LIB.pattern('letter-a'),
  B: LIB.pattern('letter-b'),
  C: LIB.pattern('letter-c'),
}

/**
 * An uploaded pattern's URL: http(s), a path on this server, or the pattern itself as a base64 `data:`
 * URL (an uploaded `.patt` or one made from a picture); anything else is not put into the page.
 */
const isSafePatternUrl = (url: string) =>
  /^(https?:\/\/|\/(?!\/))[^\s"'<>]*$/i.test(url) || isPatternDataUrl(url)

export type TArMarkerSetup = {
  /** The `arjs` system's attribute on `<a-scene>` (camera parameters from Unikflow, detection mode). */
  readonly arjs: string
  readonly open: string
  readonly close: string
  /** Marker-less (wallpaper) pages hang the content in front of the camera. */
  readonly cameraInside: boolean
}

/** The AR.js setup for the publication's marker type: preset (default hiro), pattern, barcode or wallpaper. */
export function arMarkerSetup(options: TPageOptions): TArMarkerSetup {
  const ar = options.arjs ?? { markerType: 'preset' }
  const camera = libraryUrl(LIB.cameraParameters, options)
  const base = ['sourceType: webcam', 'debugUIEnabled: false', `cameraParametersUrl: ${camera}`]
  const pattern = (url: string): TArMarkerSetup => ({
    arjs: [...base, 'detectionMode: mono'].join('; '),
    open: `<a-marker id="uf-marker" type="pattern" url="${escapeHtml(url)}" smooth="true">`,
    close: '</a-marker>',
    cameraInside: false,
  })
  switch (ar.markerType) {
    case 'preset':
      return pattern(libraryUrl(PRESET_FILES[ar.preset ?? 'hiro'], options))
    case 'pattern':
      return pattern(
        ar.patternUrl && isSafePatternUrl(ar.patternUrl)
          ? ar.patternUrl
          : libraryUrl(PRESET_FILES.hiro, options),
      )
    case 'barcode': {
      const matrix = ArBarcodeMatrices.find((m) => m === ar.barcodeMatrix) ?? '3x3'
      const value = Math.max(0, Math.round(ar.barcodeValue ?? 0))
      return {
        arjs: [...base, 'detectionMode: mono_and_matrix', `matrixCodeType: ${matrix}`].join('; '),
        open: `<a-marker id="uf-marker" type="barcode" value="${num(value)}" smooth="true">`,
        close: '</a-marker>',
        cameraInside: false,
      }
    }
    case 'wallpaper':
      return {
        arjs: base.join('; '),
        open: '<a-entity camera><a-entity id="uf-wallpaper" position="0 -0.5 -4">',
        close: '</a-entity></a-entity>',
        cameraInside: true,
      }
  }
}
