/** What a published page is built for: the publication's technology and its options. */
export const Technologies = ['arjs', 'aframevr', 'threejs', 'babylonjs', 'playcanvas'] as const
export type TTechnology = (typeof Technologies)[number]

/** `local`: libraries served by Unikflow under `libBaseUrl` (`/assets/libs`); `cdn`: from a public CDN. */
export type TLibSource = 'local' | 'cdn'

export const ArMarkerTypes = ['preset', 'pattern', 'barcode', 'wallpaper'] as const
export const ArMarkerPresets = ['hiro', 'kanji', 'A', 'B', 'C'] as const
export type TArMarkerPreset = (typeof ArMarkerPresets)[number]
export const ArBarcodeMatrices = [
  '3x3',
  '3x3_HAMMING63',
  '3x3_PARITY65',
  '4x4',
  '4x4_BCH_13_9_3',
  '4x4_BCH_13_5_5',
] as const

export type TArjsOptions = {
  readonly markerType: (typeof ArMarkerTypes)[number]
  /** With `preset` (default hiro). */
  readonly preset?: TArMarkerPreset
  /** With `pattern`: URL of an uploaded `.patt` file (http(s) or a path on this server). */
  readonly patternUrl?: string
  /** With `barcode`: matrix code type (default 3x3) and the code's value. */
  readonly barcodeMatrix?: (typeof ArBarcodeMatrices)[number]
  readonly barcodeValue?: number
}

/** A language the page's texts exist in, or `auto`. */
export type TPageLanguage = 'auto' | 'en' | 'ru'

export type TPageOptions = {
  readonly technology: TTechnology
  readonly title: string
  /** The page's own texts: `auto` picks en or ru from the visitor's browser (navigator.languages). */
  readonly language: TPageLanguage
  readonly libSource: TLibSource
  /** Where local libraries live, e.g. `/assets/libs`; the builder appends each file's `urlPath`. */
  readonly libBaseUrl: string
  /** POST target of the lead `{ name, email, phone, points }` (JSON); absent: nothing is posted. */
  readonly leadsUrl?: string
  /** Set on every inline `<script>` of the page, for a CSP `script-src 'nonce-…'`. */
  readonly nonce?: string
  readonly arjs?: TArjsOptions
  /**
   * Subresource Integrity of library files by `urlPath` (`sha384-…`, computed from the npm packages the
   * server serves): each library `<script>` carries it, so a CDN (or anything between) serving other
   * bytes is refused by the browser.
   */
  readonly integrity?: Readonly<Record<string, string>>
}
