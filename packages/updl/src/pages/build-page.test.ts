import { describe, expect, it } from 'vitest'
import { sampleQuiz } from '../testing/sample-scene'
import { buildPageHtml } from './build-page'
import { Technologies, type TPageOptions, type TTechnology } from './page-options'
import { pageInlineScripts } from './page-shell'
import { unusedFields } from './unused-fields'

const options = (technology: TTechnology, extra: Partial<TPageOptions> = {}): TPageOptions => ({
  technology,
  title: 'Quiz <b>"one"</b>',
  language: 'en',
  libSource: 'local',
  libBaseUrl: '/assets/libs',
  leadsUrl: '/api/v1/leads/flow-1',
  ...extra,
})

const HOSTILE = '</script><script>window.__pwned = 1</script>'

function pageDataOf(html: string): Record<string, unknown> {
  const match = /var PAGE = (.*);\n/.exec(html)
  if (!match?.[1]) throw new Error('no page data')
  return JSON.parse(match[1]) as Record<string, unknown>
}

describe.each(Technologies)('buildPageHtml (%s)', (technology) => {
  const html = buildPageHtml(sampleQuiz(), options(technology))

  it('is one document with the escaped title, the page data and one inline script', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true)
    expect(html).toContain('<title>Quiz &lt;b&gt;&quot;one&quot;&lt;/b&gt;</title>')
    expect(pageInlineScripts(html)).toHaveLength(1)
    const data = pageDataOf(html)
    expect(data.leadsUrl).toBe('/api/v1/leads/flow-1')
    expect(data.kind).toBe('quiz')
    expect(data.language).toBe('en')
    expect(data.texts).toEqual({ en: expect.objectContaining({ questionOf: 'Question {n} of {m}' }) })
  })

  it('with language auto carries both languages for the runtime to choose from', () => {
    const auto = buildPageHtml(sampleQuiz(), options(technology, { language: 'auto' }))
    const data = pageDataOf(auto)
    expect(data.language).toBe('auto')
    expect(Object.keys(data.texts as object).sort()).toEqual(['en', 'ru'])
    // The runtime's page script starts with PAGE (and chooses the language, runtime/page-language.ts).
    expect(pageInlineScripts(auto).at(-1)).toMatch(
      /^\s*var PAGE = [\s\S]*\nufPage\.start\(PAGE(, THREE)?\);\s*$/,
    )
  })

  it('keeps names and texts from the flow as text: no script element can be closed or opened', () => {
    expect(html).not.toContain(HOSTILE)
    expect(html).not.toContain('<script>window.__pwned')
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length)
    // The data still carries the text unchanged.
    const scenes = pageDataOf(html).scenes as { name: string }[]
    expect(scenes[0]?.name).toBe(HOSTILE)
  })

  it('loads libraries from Unikflow or the CDN, sets the nonce and the language', () => {
    for (const src of html.matchAll(/<script src="([^"]+)"/g)) expect(src[1]).toMatch(/^\/assets\/libs\//)
    const cdn = buildPageHtml(
      sampleQuiz(),
      options(technology, { libSource: 'cdn', nonce: 'n0nce"', language: 'ru' }),
    )
    expect(cdn).not.toContain('/assets/libs/')
    for (const src of cdn.matchAll(/<script src="([^"]+)"/g))
      expect(src[1]).toMatch(/^https:\/\/cdn\.jsdelivr\.net\/npm\//)
    expect(cdn).toContain('nonce="n0nce&quot;"')
    expect(cdn).toContain('<html lang="ru">')
    expect(pageDataOf(cdn).texts).toEqual({
      ru: expect.objectContaining({ questionOf: 'Вопрос {n} из {m}' }),
    })
    const noLeads = buildPageHtml(sampleQuiz(), options(technology, { leadsUrl: undefined }))
    expect(pageDataOf(noLeads).leadsUrl).toBeNull()
  })
})

describe('unusedFields', () => {
  it('gives each library script its integrity hash (and a CORS request) when the server knows it', () => {
    const html = buildPageHtml(
      sampleQuiz(),
      options('babylonjs', {
        libSource: 'cdn',
        integrity: { 'babylonjs@9.28.0/babylon.js': 'sha384-abc"<' },
      }),
    )
    expect(html).toContain(
      '<script src="https://cdn.jsdelivr.net/npm/babylonjs@9.28.0/babylon.js" integrity="sha384-abc&quot;&lt;" crossorigin="anonymous"></script>',
    )
    expect(html).toMatch(/babylonjs\.loaders\.min\.js"><\/script>/)
  })

  it('checks the ES modules of a three.js page through the import map, by the URL each is loaded from', () => {
    const integrity = {
      'three@0.187.0/build/three.module.js': 'sha384-module',
      'three@0.187.0/build/three.core.js': 'sha384-core',
      'three@0.187.0/examples/jsm/loaders/GLTFLoader.js': 'sha384-gltf',
    }
    const html = buildPageHtml(sampleQuiz(), options('threejs', { libSource: 'cdn', integrity }))
    const map = /<script type="importmap">(.*)<\/script>/.exec(html)?.[1] ?? '{}'
    expect(JSON.parse(map)).toEqual({
      imports: {},
      integrity: {
        'https://cdn.jsdelivr.net/npm/three@0.187.0/build/three.module.js': 'sha384-module',
        'https://cdn.jsdelivr.net/npm/three@0.187.0/build/three.core.js': 'sha384-core',
        'https://cdn.jsdelivr.net/npm/three@0.187.0/examples/jsm/loaders/GLTFLoader.js': 'sha384-gltf',
      },
    })
    const local = buildPageHtml(sampleQuiz(), options('threejs', { integrity }))
    expect(local).toContain('"/assets/libs/three@0.187.0/build/three.core.js":"sha384-core"')
    // Without known hashes (the page builder alone) nothing changes: no import map unless a model needs one.
    expect(buildPageHtml(sampleQuiz(), options('threejs'))).not.toContain('importmap')
  })

  it('lists what a technology cannot express, only for nodes the scene has', () => {
    expect(unusedFields(sampleQuiz(), 'arjs')).toEqual(
      expect.arrayContaining(['Space.backgroundColor', 'Space.skybox', 'Space.fog', 'Camera.fov']),
    )
    expect(unusedFields(sampleQuiz(), 'aframevr')).toEqual(['Camera.cameraType'])
    expect(unusedFields(sampleQuiz(), 'threejs')).toEqual([])
    expect(unusedFields(sampleQuiz(), 'playcanvas')).toEqual(['Light.groundColor'])
    const noCamera = {
      ...sampleQuiz(),
      scenes: sampleQuiz().scenes.map((s) => ({ ...s, camera: undefined })),
    }
    expect(unusedFields(noCamera, 'aframevr')).toEqual([])
  })
})

describe('three.js, Babylon.js and PlayCanvas pages', () => {
  it('three.js: one module script importing three; an import map only when a scene has a glTF model', () => {
    const html = buildPageHtml(sampleQuiz(), options('threejs'))
    expect(html).toContain('<script type="module">')
    expect(html).toContain('import * as THREE from "/assets/libs/three@0.187.0/build/three.module.js";')
    expect(html).not.toContain('importmap')
    const withModel = buildPageHtml(
      sampleQuiz({ modelUrl: 'https://m.example/a.glb' }),
      options('threejs', { nonce: 'abc' }),
    )
    expect(withModel).toContain(
      '<script type="importmap" nonce="abc">{"imports":{"three":"/assets/libs/three@0.187.0/build/three.module.js"}}</script>',
    )
    expect(pageInlineScripts(withModel)).toHaveLength(2)
    expect(pageDataOf(withModel).libs).toEqual({
      gltfLoader: '/assets/libs/three@0.187.0/examples/jsm/loaders/GLTFLoader.js',
    })
  })

  it('Babylon.js and PlayCanvas load their engines as classic scripts and draw into one canvas', () => {
    const babylon = buildPageHtml(sampleQuiz(), options('babylonjs'))
    expect([...babylon.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/libs/babylonjs@9.28.0/babylon.js',
      '/assets/libs/babylonjs@9.28.0/babylonjs.loaders.min.js',
    ])
    const playcanvas = buildPageHtml(sampleQuiz(), options('playcanvas'))
    expect([...playcanvas.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/libs/playcanvas@2.23.3/playcanvas.min.js',
    ])
    for (const html of [babylon, playcanvas]) expect(html).toContain('<canvas id="uf-view"></canvas>')
  })
})
