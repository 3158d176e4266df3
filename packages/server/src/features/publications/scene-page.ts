import { createHash } from 'node:crypto'
import type { TPublicationOptions, TSceneTechnology } from '@unikflow/graph'
import { buildFramePage, buildPageHtml, SCENE_SANDBOX, type TSceneIR } from '@unikflow/updl'
import { framePageCsp, scenePageCsp } from '../../plugins/security-headers'
import { libraryIntegrity } from '../assets-libs/library-integrity'

/** Where a page loads its libraries and sends its lead: relative when served here, absolute in an export. */
export type PageUrls = { libBaseUrl: string; leadsUrl: string }

/** `cdn` pages name each library's CDN URL themselves (LIBRARY_FILES); `libBaseUrl` is for `local` ones. */
export function pageUrls(base: string, flowId: string): PageUrls {
  return {
    libBaseUrl: `${base}/assets/libs`,
    leadsUrl: `${base}/api/v1/leads?chatflowid=${encodeURIComponent(flowId)}`,
  }
}

/** One self-contained HTML document of the scene in the publication's technology and options. */
export function renderScenePage(input: {
  scene: TSceneIR
  technology: TSceneTechnology
  options: TPublicationOptions
  urls: PageUrls
}): string {
  const { scene, technology, options, urls } = input
  return buildPageHtml(scene, {
    technology,
    title: options.title || scene.title,
    language: options.language,
    libSource: options.libSource,
    libBaseUrl: urls.libBaseUrl,
    leadsUrl: urls.leadsUrl,
    integrity: libraryIntegrity(),
    ...(technology === 'arjs' && options.arjs ? { arjs: options.arjs } : {}),
  })
}

const SCENE_PERMISSIONS =
  'gyroscope=(self), accelerometer=(self), xr-spatial-tracking=(self), fullscreen=(self)'

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi
const SCRIPT_SRC = /<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi

/** A CSP source for each inline script of the page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  )
}

/**
 * The headers a scene page is served with: a CSP that sandboxes it (opaque origin) and lets exactly its
 * own inline scripts run (by sha256) plus the script hosts it names, and motion sensors.
 */
export function scenePageHeaders(html: string, technology: TSceneTechnology): Record<string, string> {
  const hashes = inlineScriptHashes(html)
  const hosts = new Set<string>()
  for (const m of html.matchAll(SCRIPT_SRC)) {
    const origin = originOf(m[1] ?? '')
    if (origin) hosts.add(origin)
  }
  return {
    'content-security-policy': scenePageCsp({
      // AR.js's marker tracker (ARToolKit compiled by Emscripten, embind) creates functions with
      // `new Function`; only AR.js pages allow it, never the app or the other technologies.
      scriptSrc: [...hashes, ...hosts, ...(technology === 'arjs' ? ["'unsafe-eval'"] : [])],
      connectSrc: ['https:', 'data:', 'blob:'],
      sandbox: SCENE_SANDBOX,
    }),
    'permissions-policy': SCENE_PERMISSIONS,
  }
}

/**
 * The page a camera scene (AR.js) is served in: the sandboxed scene in a frame (`sceneUrl`), and the
 * camera opened here, on this origin, for the scene (browsers give none to an opaque origin).
 */
export function framePage(input: { title: string; language: 'en' | 'ru'; sceneUrl: string }): {
  html: string
  headers: Record<string, string>
} {
  const html = buildFramePage(input)
  return {
    html,
    headers: {
      'content-security-policy': framePageCsp(inlineScriptHashes(html)),
      // The camera for this page only; the sensors for its scene frame too (an opaque origin: `*`).
      'permissions-policy':
        'camera=(self), gyroscope=*, accelerometer=*, xr-spatial-tracking=*, fullscreen=*',
    },
  }
}

function originOf(url: string): string | undefined {
  if (!/^https:\/\//i.test(url)) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
