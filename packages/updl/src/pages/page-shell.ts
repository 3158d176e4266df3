import type { TSceneIR } from '../scene-types'
import { escapeHtml, jsonForScript } from './html-escape'
import { libraryUrl, TECHNOLOGY_SCRIPTS } from './library-files'
import { printableMarkerUrl } from './ar/printable-marker'
import type { TPageOptions } from './page-options'
import type { TPageData } from './page-data'
import { QUIZ_TEXTS } from './quiz-texts'
import { SCENE_CAMERA_JS } from './runtime-scripts'

/** The overlay (progress, points, question, answers, lead form, results) over a full-window canvas. */
const PAGE_CSS = `
html,body{margin:0;height:100%;overflow:hidden;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#uf-view{position:fixed;inset:0;width:100%;height:100%;display:block;touch-action:none}
#uf-hud{position:fixed;top:12px;left:12px;right:12px;display:flex;gap:16px;justify-content:space-between;z-index:10;pointer-events:none}
#uf-hud span{background:rgba(0,0,0,.6);color:#fff;padding:6px 12px;border-radius:8px;font-size:15px}
#uf-panel{position:fixed;left:50%;bottom:16px;transform:translateX(-50%);width:min(92vw,520px);max-height:60vh;overflow:auto;box-sizing:border-box;background:rgba(255,255,255,.94);color:#111;border-radius:12px;padding:14px 16px;z-index:10;box-shadow:0 4px 18px rgba(0,0,0,.3)}
#uf-panel h2{margin:0 0 8px;font-size:19px}
#uf-panel p{margin:6px 0}
#uf-panel .uf-question{font-weight:600;font-size:17px}
#uf-panel .uf-hint{color:#555;font-size:13px}
.uf-camera-notice{position:fixed;top:56px;left:50%;transform:translateX(-50%);width:min(92vw,480px);max-height:calc(100vh - 360px);overflow:auto;box-sizing:border-box;background:#fff;color:#111;border-radius:12px;padding:16px 20px;z-index:20;box-shadow:0 4px 18px rgba(0,0,0,.35)}
.uf-camera-notice h2{margin:0 0 8px;font-size:19px}
.uf-camera-notice a{color:#1565c0;font-weight:600}
.uf-camera-notice .uf-marker{display:block;width:120px;height:120px;margin:8px auto}
#uf-panel .uf-answers{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
#uf-panel button{font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #1565c0;background:#1976d2;color:#fff;cursor:pointer}
#uf-panel form{display:flex;flex-direction:column;gap:8px}
#uf-panel label{display:flex;flex-direction:column;font-size:14px;gap:2px}
#uf-panel input{font:inherit;padding:6px 8px;border:1px solid #999;border-radius:6px}
[hidden]{display:none!important}
`

export type TPageParts = {
  /** Library scripts loaded before the page script (urls under LIBRARY_FILES). */
  readonly scripts?: readonly string[]
  /** Markup of the 3D view (A-Frame entities, or a canvas). */
  readonly body: string
  /**
   * The technology's page script (a bundle of `src/runtime`, see runtime-scripts.d.ts) and its start,
   * e.g. `ufPage.start(PAGE)`; it runs after `var PAGE = …` (and, with AR.js, the camera relay).
   */
  readonly pageJs: string
  /** `module`: the page script is an ES module (three.js imports its modules). */
  readonly module?: boolean
  /** Bare module specifiers → URLs (an import map, for three.js addons). */
  readonly importMap?: Record<string, string>
  /**
   * Module URLs → their `sha384-…` (the import map's `integrity`): ES modules have no `integrity`
   * attribute, so the modules a page imports (three.js and its addons) are checked through the map.
   */
  readonly moduleIntegrity?: Record<string, string>
  /** Extra page data for the view (e.g. library URLs it imports). */
  readonly extra?: Partial<TPageData>
}

/** The data the runtime and the view read: the scene IR plus the page's texts and options. */
function pageData(scene: TSceneIR, options: TPageOptions, extra: Partial<TPageData> = {}): TPageData {
  return {
    ...scene,
    // `auto`: both languages; the runtime keeps the visitor's (usePageLanguage) before anything is shown.
    language: options.language,
    texts: options.language === 'auto' ? QUIZ_TEXTS : { [options.language]: QUIZ_TEXTS[options.language] },
    leadsUrl: options.leadsUrl ?? null,
    ar: options.technology === 'arjs',
    markerUrl: options.technology === 'arjs' ? (printableMarkerUrl(options) ?? null) : null,
    ...extra,
  }
}

/** One self-contained HTML document; all inline code is in one `<script>` (plus an import map if needed). */
export function pageShell(scene: TSceneIR, options: TPageOptions, parts: TPageParts): string {
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : ''
  const libs = [...TECHNOLOGY_SCRIPTS[options.technology], ...(parts.scripts ?? [])]
  const scriptTags = libs.map((path) => {
    const integrity = options.integrity?.[path]
    // An integrity check needs a CORS request (crossorigin); /assets/libs and the CDN both allow it.
    const checked = integrity ? ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` : ''
    return `<script src="${escapeHtml(libraryUrl(path, options))}"${checked}></script>`
  })
  const integrity = parts.moduleIntegrity && Object.keys(parts.moduleIntegrity).length > 0
  const importMap =
    parts.importMap || integrity
      ? [
          `<script type="importmap"${nonce}>${jsonForScript({
            imports: parts.importMap ?? {},
            ...(integrity ? { integrity: parts.moduleIntegrity } : {}),
          })}</script>`,
        ]
      : []
  const data = jsonForScript(pageData(scene, options, parts.extra))
  const main = [
    `var PAGE = ${data};`,
    // Before A-Frame starts the scene (once the document is loaded), so AR.js asks the relay.
    ...(options.technology === 'arjs' ? [SCENE_CAMERA_JS] : []),
    parts.pageJs,
  ].join('\n')
  return [
    '<!doctype html>',
    `<html lang="${options.language === 'auto' ? 'en' : options.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">',
    `<title>${escapeHtml(options.title)}</title>`,
    `<style>${PAGE_CSS}</style>`,
    ...importMap,
    ...scriptTags,
    '</head>',
    '<body>',
    parts.body,
    '<div id="uf-hud" hidden></div>',
    '<div id="uf-panel" hidden></div>',
    `<script${parts.module ? ' type="module"' : ''}${nonce}>\n${main}\n</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/** The text of each inline `<script>` of a page, for a CSP `'sha256-…'` source (the server hashes them). */
export function pageInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    scripts.push(match[1] ?? '')
  return scripts
}
