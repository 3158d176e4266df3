import { createHash } from 'node:crypto'
import type { TPublicationOptions, TSceneTechnology } from '@unikflow/graph'
import { buildPageHtml, type TSceneIR } from '@unikflow/updl'
import { scenePageCsp } from '../../plugins/security-headers'

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
    ...(technology === 'arjs' && options.arjs ? { arjs: options.arjs } : {}),
  })
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi
const SCRIPT_SRC = /<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi

/**
 * The headers a scene page is served with: a CSP that lets exactly its own inline scripts run (by
 * sha256) plus the script hosts it names, and the camera (AR.js) and motion sensors for this origin.
 */
export function scenePageHeaders(html: string, technology: TSceneTechnology): Record<string, string> {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  )
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
    }),
    'permissions-policy': 'camera=(self), gyroscope=(self), accelerometer=(self), xr-spatial-tracking=(self)',
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
