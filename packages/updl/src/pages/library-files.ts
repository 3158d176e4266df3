import { letterPattern, type TMarkerLetter } from './ar/letter-patterns'
import { patternDataUrl } from './ar/pattern-data-url'
import type { TPageOptions, TTechnology } from './page-options'

export type TLibraryFile = {
  /** Path under `/assets/libs/` (and under a page's `libBaseUrl`). */
  readonly urlPath: string
  /** The npm package the server reads the file from (resolved from its node_modules). */
  readonly npmPackage: string
  readonly fileInPackage: string
  /** The same file on a public CDN (`cdn` pages); a `data:` URL for files only Unikflow has. */
  readonly cdnUrl: string
}

const jsdelivr = (pkg: string, version: string, file: string) =>
  `https://cdn.jsdelivr.net/npm/${pkg}@${version}/${file}`

// Versions must equal packages/server/package.json's devDependencies (a test checks), so local and CDN pages
// run the same code. They are devDependencies: the build copies the files a page loads beside the bundle.
const AFRAME = '1.8.0'
const ARJS = '3.4.8'
const THREE = '0.187.0'
const BABYLON = '9.28.0'
const PLAYCANVAS = '2.23.3'
/** Camera parameters and the hiro/kanji patterns: AR.js 2.2.2's data files, copied into packages/updl/assets/ar. */
const ARJS_DATA = '2.2.2'

const npm = (urlPath: string, npmPackage: string, version: string, fileInPackage: string): TLibraryFile => ({
  urlPath,
  npmPackage,
  fileInPackage,
  cdnUrl: jsdelivr(npmPackage, version, fileInPackage),
})

/** Bumped when a marker file in packages/updl/assets/ar changes (URLs are cached for good). */
const AR_DATA = 1

const THREE_ADDONS = [
  'examples/jsm/loaders/GLTFLoader.js',
  'examples/jsm/utils/BufferGeometryUtils.js',
  'examples/jsm/utils/SkeletonUtils.js',
]

const arData = (name: string, cdnUrl: string): TLibraryFile => ({
  urlPath: `ar@${AR_DATA}/${name}`,
  npmPackage: '@unikflow/updl',
  fileInPackage: `assets/ar/${name}`,
  cdnUrl,
})

/**
 * Letter patterns exist only in Unikflow: on a `cdn` page the pattern is a `data:` URL inside the page.
 * It is drawn the first time a page asks for it, not when this module loads (~20 ms of every server start).
 */
const letterFile = (letter: TMarkerLetter): TLibraryFile => {
  const file = arData(`patt.letter-${letter.toLowerCase()}`, '')
  let dataUrl: string | undefined
  return {
    urlPath: file.urlPath,
    npmPackage: file.npmPackage,
    fileInPackage: file.fileInPackage,
    get cdnUrl() {
      return (dataUrl ??= patternDataUrl(letterPattern(letter)))
    },
  }
}

/**
 * Every file a page may load from `/assets/libs/<urlPath>`; the server serves these and nothing else.
 * Paths carry the version, so the server may let browsers cache them for good. three.js's addon paths
 * keep the package layout, because its modules import each other relatively.
 */
export const LIBRARY_FILES: ReadonlyArray<TLibraryFile> = [
  npm(`aframe@${AFRAME}/aframe.min.js`, 'aframe', AFRAME, `dist/aframe-v${AFRAME}.min.js`),
  npm(`arjs@${ARJS}/aframe-ar.js`, '@ar-js-org/ar.js', ARJS, 'aframe/build/aframe-ar.js'),
  ...['build/three.module.js', 'build/three.core.js', ...THREE_ADDONS].map((file) =>
    npm(`three@${THREE}/${file}`, 'three', THREE, file),
  ),
  npm(`babylonjs@${BABYLON}/babylon.js`, 'babylonjs', BABYLON, 'babylon.js'),
  npm(
    `babylonjs@${BABYLON}/babylonjs.loaders.min.js`,
    'babylonjs-loaders',
    BABYLON,
    'babylonjs.loaders.min.js',
  ),
  npm(`playcanvas@${PLAYCANVAS}/playcanvas.min.js`, 'playcanvas', PLAYCANVAS, 'build/playcanvas.min.js'),
  arData('camera_para.dat', jsdelivr('ar.js', ARJS_DATA, 'data/data/camera_para.dat')),
  arData('patt.hiro', jsdelivr('ar.js', ARJS_DATA, 'data/data/patt.hiro')),
  arData('patt.kanji', jsdelivr('ar.js', ARJS_DATA, 'data/data/patt.kanji')),
  letterFile('A'),
  letterFile('B'),
  letterFile('C'),
]

/** Page-facing names of the files (the versioned `urlPath`s stay inside this module). */
export const LIB = {
  aframe: `aframe@${AFRAME}/aframe.min.js`,
  arjs: `arjs@${ARJS}/aframe-ar.js`,
  three: `three@${THREE}/build/three.module.js`,
  threeAddons: `three@${THREE}/examples/jsm/`,
  threeGltfLoader: `three@${THREE}/examples/jsm/loaders/GLTFLoader.js`,
  babylon: `babylonjs@${BABYLON}/babylon.js`,
  babylonLoaders: `babylonjs@${BABYLON}/babylonjs.loaders.min.js`,
  playcanvas: `playcanvas@${PLAYCANVAS}/playcanvas.min.js`,
  cameraParameters: `ar@${AR_DATA}/camera_para.dat`,
  pattern: (name: string) => `ar@${AR_DATA}/patt.${name}`,
} as const

/** The library files each technology's page loads (marker files are chosen by the AR options). */
export const TECHNOLOGY_SCRIPTS: Record<TTechnology, readonly string[]> = {
  arjs: [LIB.aframe, LIB.arjs],
  aframevr: [LIB.aframe],
  threejs: [],
  babylonjs: [LIB.babylon, LIB.babylonLoaders],
  playcanvas: [LIB.playcanvas],
}

/** Where a page loads one library file from: Unikflow (`libBaseUrl` + path) or the CDN. */
export function libraryUrl(urlPath: string, options: Pick<TPageOptions, 'libSource' | 'libBaseUrl'>): string {
  const file = LIBRARY_FILES.find((f) => f.urlPath === urlPath)
  if (!file) throw new Error(`Not a library file: ${urlPath}`)
  if (options.libSource === 'cdn') return file.cdnUrl
  return `${options.libBaseUrl.replace(/\/+$/, '')}/${file.urlPath}`
}
