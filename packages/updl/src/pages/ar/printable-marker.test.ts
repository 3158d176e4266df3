import { describe, expect, it } from 'vitest'
import { letterPattern } from './letter-patterns'
import { patternDataUrl } from './pattern-data-url'
import { PRESET_GREYS, printableMarkerUrl } from './printable-marker'

const svgOf = (url: string | undefined) =>
  decodeURIComponent((url ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))

describe('printable markers', () => {
  it.each(['hiro', 'kanji'] as const)(
    'draws %s (its pattern file is compared in the server’s assets test)',
    (preset) => {
      expect(PRESET_GREYS[preset]).toHaveLength(512)
      expect(svgOf(printableMarkerUrl({ arjs: { markerType: 'preset', preset } }))).toMatch(
        /^<svg [^>]*>.*<rect /s,
      )
    },
  )

  it('draws letters and uploaded patterns; a barcode or wallpaper page has none', () => {
    expect(svgOf(printableMarkerUrl({}))).toContain('<svg')
    expect(svgOf(printableMarkerUrl({ arjs: { markerType: 'preset', preset: 'B' } }))).toContain('<svg')
    const uploaded = printableMarkerUrl({
      arjs: { markerType: 'pattern', patternUrl: patternDataUrl(letterPattern('C')) },
    })
    expect(svgOf(uploaded)).toContain('<svg')
    expect(
      printableMarkerUrl({ arjs: { markerType: 'pattern', patternUrl: 'https://example.com/m.patt' } }),
    ).toBeUndefined()
    expect(printableMarkerUrl({ arjs: { markerType: 'barcode', barcodeValue: 5 } })).toBeUndefined()
  })
})
