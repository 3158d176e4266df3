export * from './scene-types'
export * from './updl-issue'
export * from './updl-node-names'
export * from './build-scene'
export * from './pages/page-options'
export { buildPageHtml } from './pages/build-page'
export { unusedFields } from './pages/unused-fields'
export { LIBRARY_FILES, type TLibraryFile } from './pages/library-files'
export { pageInlineScripts } from './pages/page-shell'
export { buildFramePage, SCENE_SANDBOX } from './pages/frame-page'
export { letterMarkerSvg, letterPattern, MarkerLetters, type TMarkerLetter } from './pages/ar/letter-patterns'
export * from './examples/ar-quiz'
export {
  gridFromImage,
  gridFromPatternText,
  imagePattern,
  patternMarkerSvg,
  type TPatternGrid,
  type TRgbaImage,
} from './pages/ar/image-pattern'
export { patternDataUrl, patternTextOfDataUrl } from './pages/ar/pattern-data-url'
export { PRESET_GREYS } from './pages/ar/printable-marker'
