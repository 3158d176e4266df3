import { messageKind, type TSceneToFrame } from './camera-messages'

type TWaiting = { resolve(stream: MediaStream): void; reject(error: unknown): void }

/**
 * The scene's side (AR.js pages; see camera-messages.ts): replaces `getUserMedia` only in a framed
 * document of opaque origin, where the browser's own would refuse; a page opened by itself (an exported
 * file) keeps the browser's.
 */
export function relayCamera(): void {
  const md = navigator.mediaDevices as MediaDevices | undefined
  if (self.origin !== 'null' || window.parent === window || !md) return
  const post = (message: TSceneToFrame) => window.parent.postMessage(message, '*')
  const waiting: TWaiting[] = []
  let canvas: HTMLCanvasElement | null = null
  let stream: MediaStream | null = null
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent) return
    const data: unknown = event.data
    const kind = messageKind(data)
    if (kind === 'camera-frame' && hasFrame(data)) {
      const frame = data.frame
      if (!canvas) {
        canvas = document.createElement('canvas')
        canvas.width = frame.width
        canvas.height = frame.height
        stream = canvas.captureStream()
      }
      canvas.getContext('2d')?.drawImage(frame, 0, 0, canvas.width, canvas.height)
      frame.close()
      const opened = stream
      if (opened) for (const w of waiting.splice(0)) w.resolve(opened)
      post({ uf: 'camera-next' })
    } else if (kind === 'camera-error' && data && typeof data === 'object') {
      const { name, message } = data as { name?: unknown; message?: unknown }
      for (const w of waiting.splice(0)) w.reject(new DOMException(String(message), String(name)))
    }
  })
  md.getUserMedia = (constraints?: MediaStreamConstraints) => {
    if (stream) return Promise.resolve(stream)
    return new Promise<MediaStream>((resolve, reject) => {
      waiting.push({ resolve, reject })
      const video = constraints && typeof constraints.video === 'object' ? constraints.video : {}
      post({ uf: 'camera-open', video: JSON.parse(JSON.stringify(video)) as unknown })
    })
  }
  const enumerate = md.enumerateDevices ? md.enumerateDevices.bind(md) : null
  md.enumerateDevices = () => (enumerate ? enumerate().catch(() => []) : Promise.resolve([]))
}

function hasFrame(data: unknown): data is { frame: ImageBitmap } {
  return !!data && typeof data === 'object' && 'frame' in data && !!data.frame
}
