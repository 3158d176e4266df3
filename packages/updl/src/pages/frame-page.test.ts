import { describe, expect, it } from 'vitest'
import { sampleQuiz } from '../testing/sample-scene'
import { buildPageHtml } from './build-page'
import { buildFramePage, SCENE_SANDBOX } from './frame-page'
import { pageInlineScripts } from './page-shell'
import { FRAME_CAMERA_RELAY_JS, SCENE_CAMERA_JS } from './runtime-scripts'

describe('the frame page of a sandboxed scene', () => {
  const html = buildFramePage({ title: 'Quiz <b>"one"</b>', language: 'ru', sceneUrl: '/p/f-1/scene' })

  it('frames the scene sandboxed without same-origin, with one script (the camera relay)', () => {
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain('<title>Quiz &lt;b&gt;&quot;one&quot;&lt;/b&gt;</title>')
    expect(html).toContain(`<iframe id="uf-scene-frame" src="/p/f-1/scene" sandbox="${SCENE_SANDBOX}"`)
    expect(SCENE_SANDBOX.split(' ')).toContain('allow-scripts')
    expect(SCENE_SANDBOX).not.toContain('allow-same-origin')
    expect(SCENE_SANDBOX).not.toContain('allow-top-navigation')
    const scripts = pageInlineScripts(html)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toBe(FRAME_CAMERA_RELAY_JS)
    expect(FRAME_CAMERA_RELAY_JS).toContain('getUserMedia')
  })

  it('only an AR.js scene asks its frame page for the camera', () => {
    const base = { title: 'Quiz', language: 'en', libSource: 'local', libBaseUrl: '/assets/libs' } as const
    const ar = pageInlineScripts(buildPageHtml(sampleQuiz(), { ...base, technology: 'arjs' }))
    expect(ar).toHaveLength(1)
    // Before the page script: AR.js asks for the camera once A-Frame starts (runtime/ar/scene-camera.ts).
    expect(ar[0]?.indexOf(SCENE_CAMERA_JS)).toBeGreaterThan(ar[0]?.indexOf('var PAGE = ') ?? Infinity)
    expect(ar[0]?.indexOf(SCENE_CAMERA_JS)).toBeLessThan(ar[0]?.indexOf('var ufPage=') ?? -1)
    for (const technology of ['aframevr', 'threejs', 'babylonjs', 'playcanvas'] as const) {
      const other = pageInlineScripts(buildPageHtml(sampleQuiz(), { ...base, technology }))
      expect(other.join('\n')).not.toContain(SCENE_CAMERA_JS)
    }
  })
})
