import { describe, expect, it } from 'vitest'
import { sampleQuiz } from '../testing/sample-scene'
import { letterPattern } from './ar/letter-patterns'
import { patternDataUrl } from './ar/pattern-data-url'
import { buildPageHtml } from './build-page'
import type { TArjsOptions, TPageOptions } from './page-options'

const base: TPageOptions = {
  technology: 'aframevr',
  title: 'Quiz',
  language: 'en',
  libSource: 'local',
  libBaseUrl: '/assets/libs/',
}
const ar = (arjs: TArjsOptions, extra: Partial<TPageOptions> = {}) =>
  buildPageHtml(sampleQuiz(), { ...base, technology: 'arjs', arjs, ...extra })

describe('A-Frame VR page', () => {
  const html = buildPageHtml(sampleQuiz({ modelUrl: 'https://models.example/a.glb?x="1"' }), base)

  it('renders each object with its shape, sizes, transform and colour, answers clickable', () => {
    expect(html).toContain('<script src="/assets/libs/aframe@1.8.0/aframe.min.js"></script>')
    expect(html).toMatch(
      /<a-box width="1.2" height="0.8" depth="0.6" class="uf-object" data-object="box" data-name="&lt;\/script&gt;&lt;script&gt;window.__pwned = 1&lt;\/script&gt;" position="-2.5 1 -3" rotation="0 30 0" scale="1 1 1" color="#e53935"/,
    )
    expect(html).toContain('<a-torus radius="0.4" radius-tubular="0.08"')
    expect(html).toContain('<a-plane width="8" height="8" side="double"')
    expect(html).toMatch(
      /<a-sphere radius="0.5" class="uf-object" data-object="a1-o" data-name="a1-o" data-answer="a1"/,
    )
    expect(html).toContain('<a-cone radius-bottom="0.5" radius-top="0" height="1"')
    expect(html).toContain('<a-cylinder radius="0.5" height="1.5"')
    expect(html).toContain('gltf-model="https://models.example/a.glb?x=&quot;1&quot;"')
    expect(html).toContain('cursor="rayOrigin: mouse" raycaster="objects: .uf-clickable"')
  })

  it('renders lights, shadows, sky, the scenes in order and the results scene', () => {
    expect(html).toContain('light="type: directional; color: #ffffff; intensity: 1; castShadow: true"')
    expect(html).toContain('light="type: hemisphere; color: #ffffff; intensity: 0.5; groundColor: #336633"')
    expect(html).toContain('shadow="enabled: true"')
    expect(html).toContain('<a-sky class="uf-sky" color="#203040">')
    expect([...html.matchAll(/data-scene="(-?\d+)"/g)].map((m) => m[1])).toEqual(['0', '1', '-1'])
    expect(html).toContain('<a-entity id="uf-rig"><a-entity id="uf-camera" camera look-controls')
  })
})

describe('AR.js page', () => {
  it('uses the kanji pattern and camera parameters served by Unikflow', () => {
    const html = ar({ markerType: 'preset', preset: 'kanji' })
    expect(html).toContain('<script src="/assets/libs/arjs@3.4.8/aframe-ar.js"></script>')
    expect(html).toContain(
      'arjs="sourceType: webcam; debugUIEnabled: false; cameraParametersUrl: /assets/libs/ar@1/camera_para.dat; detectionMode: mono"',
    )
    expect(html).toContain('<a-marker id="uf-marker" type="pattern" url="/assets/libs/ar@1/patt.kanji"')
    expect(html).not.toContain('<a-sky')
  })

  it('defaults to hiro; letter presets use generated patterns (inline on CDN pages)', () => {
    expect(ar({ markerType: 'preset' })).toContain('url="/assets/libs/ar@1/patt.hiro"')
    expect(ar({ markerType: 'preset', preset: 'B' })).toContain('url="/assets/libs/ar@1/patt.letter-b"')
    const cdn = ar({ markerType: 'preset', preset: 'A' }, { libSource: 'cdn' })
    expect(cdn).toContain('url="data:text/plain;base64,')
    expect(cdn).toContain(
      'cameraParametersUrl: https://cdn.jsdelivr.net/npm/ar.js@2.2.2/data/data/camera_para.dat',
    )
  })

  it('takes an uploaded pattern URL only when it is http(s), a local path or a base64 text data: URL', () => {
    const made = patternDataUrl(letterPattern('A'))
    expect(ar({ markerType: 'pattern', patternUrl: made })).toContain(`type="pattern" url="${made}"`)
    expect(ar({ markerType: 'pattern', patternUrl: 'data:text/html,<script>x</script>' })).toContain(
      'url="/assets/libs/ar@1/patt.hiro"',
    )
    expect(ar({ markerType: 'pattern', patternUrl: '/api/v1/files/p.patt' })).toContain(
      'url="/api/v1/files/p.patt"',
    )
    expect(ar({ markerType: 'pattern', patternUrl: 'javascript:alert(1)' })).toContain(
      'url="/assets/libs/ar@1/patt.hiro"',
    )
    expect(ar({ markerType: 'pattern', patternUrl: 'https://x.example/a" onload="x' })).toContain(
      'url="/assets/libs/ar@1/patt.hiro"',
    )
  })

  it('barcode markers carry the matrix type and value; wallpaper mode has no marker', () => {
    const barcode = ar({ markerType: 'barcode', barcodeMatrix: '4x4', barcodeValue: 7 })
    expect(barcode).toContain('detectionMode: mono_and_matrix; matrixCodeType: 4x4')
    expect(barcode).toContain('<a-marker id="uf-marker" type="barcode" value="7"')
    const wallpaper = ar({ markerType: 'wallpaper' })
    expect(wallpaper).not.toContain('<a-marker')
    expect(wallpaper).toContain('<a-entity camera><a-entity id="uf-wallpaper"')
  })
})
