import type { TSceneIR } from '@unikflow/updl'

// Temporary stand-in for `@unikflow/updl`'s buildPageHtml until the page builders land (issue 13).
type TPageOptions = {
  technology: string
  title: string
  language: 'en' | 'ru'
  libSource: 'local' | 'cdn'
  libBaseUrl: string
  leadsUrl?: string
  arjs?: object
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function buildPageHtml(scene: TSceneIR, options: TPageOptions): string {
  const data = JSON.stringify({ scene, leadsUrl: options.leadsUrl }).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head><body data-technology="${options.technology}"><h1>${escapeHtml(options.title)}</h1><script type="application/json" id="scene">${data}</script><script>document.body.dataset.ready = '1'</script></body></html>`
}
