import { FRAME_CAMERA_RELAY_JS } from './runtime-scripts'
import { escapeHtml } from './html-escape'

/**
 * What a served scene page may do in its sandbox (the iframe's `sandbox` and the scene's CSP `sandbox`
 * directive): run scripts, send its lead form, lock the pointer. Never `allow-same-origin`: the page's
 * origin stays opaque, so its libraries cannot read the app's storage or cookies, nor script the app.
 */
export const SCENE_SANDBOX = 'allow-scripts allow-forms allow-pointer-lock'

/**
 * Features the frame page hands down to the scene it embeds (the camera is relayed, never delegated).
 * `*`: the scene's origin is opaque, which no named origin matches; the frame is the only one there is.
 */
const SCENE_FRAME_ALLOW = 'fullscreen *; gyroscope *; accelerometer *; xr-spatial-tracking *'

/**
 * The page around a sandboxed scene that needs the camera (AR.js): the scene fills the window in an
 * iframe, and the one script (FRAME_CAMERA_RELAY_JS) opens the camera for it. The scene's URL is a path
 * on this server; the title and language are the publication's.
 */
export function buildFramePage(input: { title: string; language: 'en' | 'ru'; sceneUrl: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${input.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">',
    `<title>${escapeHtml(input.title)}</title>`,
    '<style>html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;width:100%;height:100%;border:0}</style>',
    '</head>',
    '<body>',
    `<iframe id="uf-scene-frame" src="${escapeHtml(input.sceneUrl)}" sandbox="${SCENE_SANDBOX}" allow="${SCENE_FRAME_ALLOW}" title="${escapeHtml(input.title)}"></iframe>`,
    `<script>${FRAME_CAMERA_RELAY_JS}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
