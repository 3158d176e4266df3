import type { TLocalPageData } from '../pages/page-data'
import { el } from './dom'

/**
 * AR.js reports a camera it cannot open with the `camera-error` event and, a second later, draws its raw
 * "Webcam Error" box unless an element with the id `error-popup` exists: this notice is that element —
 * what to allow, and the printable marker (shown too: a sandboxed published page may not download, and
 * the picture can be shown to a camera).
 */
export function showCameraNotice(page: TLocalPageData): void {
  window.addEventListener('camera-error', () => {
    if (document.getElementById('error-popup')) return
    const t = page.texts
    const box = el('div', {
      id: 'error-popup',
      class: 'uf-camera-notice',
      role: 'alert',
      'data-testid': 'uf-camera-notice',
    })
    box.appendChild(el('h2', {}, t.cameraTitle))
    box.appendChild(el('p', {}, t.cameraHelp))
    if (page.markerUrl) {
      box.appendChild(el('p', {}, t.printMarkerHint))
      box.appendChild(
        el('img', {
          src: page.markerUrl,
          alt: t.printMarker,
          class: 'uf-marker',
          'data-testid': 'uf-marker',
        }),
      )
      box.appendChild(
        el(
          'a',
          { href: page.markerUrl, download: 'marker.svg', 'data-testid': 'uf-marker-link' },
          t.printMarker,
        ),
      )
    }
    document.body.appendChild(box)
  })
}
