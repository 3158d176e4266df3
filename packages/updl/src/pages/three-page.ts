import type { TSceneIR } from '../scene-types'
import { jsonForScript } from './html-escape'
import { LIB, LIBRARY_FILES, libraryUrl } from './library-files'
import type { TPageOptions } from './page-options'
import { pageShell } from './page-shell'
import { THREE_PAGE_JS } from './runtime-scripts'

/**
 * The integrity of every three.js module the page may import (three, its core, GLTFLoader and the
 * addons it imports), by the URL the page loads it from: a CDN serving other bytes is refused.
 */
function threeModuleIntegrity(options: TPageOptions): Record<string, string> {
  const hashes: Record<string, string> = {}
  for (const file of LIBRARY_FILES) {
    const hash = file.urlPath.startsWith('three@') ? options.integrity?.[file.urlPath] : undefined
    if (hash) hashes[libraryUrl(file.urlPath, options)] = hash
  }
  return hashes
}
/**
 * The three.js page: an ES module importing three (and, for models, its GLTFLoader through an import
 * map); the view (src/runtime/three) draws one THREE.Scene per IR scene.
 */
export function buildThreePage(scene: TSceneIR, options: TPageOptions): string {
  const hasModels = [...scene.scenes, ...(scene.results ? [scene.results] : [])].some(
    (s) =>
      s.objects.some((o) => o.modelUrl) ||
      (s.question?.answers ?? []).some((a) => a.objects.some((o) => o.modelUrl)),
  )
  const three = libraryUrl(LIB.three, options)
  return pageShell(scene, options, {
    body: '<canvas id="uf-view"></canvas>',
    module: true,
    ...(hasModels ? { importMap: { three } } : {}),
    moduleIntegrity: threeModuleIntegrity(options),
    extra: { libs: { gltfLoader: libraryUrl(LIB.threeGltfLoader, options) } },
    pageJs: `import * as THREE from ${jsonForScript(three)};\n${THREE_PAGE_JS}\nufPage.start(PAGE, THREE);`,
  })
}
