import { messageKind, type TFrameToScene } from './camera-messages'

const WISHES = ['facingMode', 'width', 'height', 'aspectRatio', 'frameRate'] as const

/** The camera the scene asked for (its size and facing wishes), video only, the back camera unless told. */
export function cameraWishes(asked: unknown): MediaTrackConstraints {
  const video: Record<string, unknown> = { facingMode: 'environment' }
  if (!asked || typeof asked !== 'object') return video
  for (const key of WISHES) if (key in asked) video[key] = (asked as Record<string, unknown>)[key]
  return video
}

/**
 * The frame page's side (see camera-messages.ts): answers its own scene frame only; opens the camera
 * once, then sends one frame per request, each as the video has it.
 */
export function relayCameraToFrame(frame: HTMLIFrameElement): void {
  let video: HTMLVideoElement | null = null
  let opened = false
  const send = (message: TFrameToScene, transfer: Transferable[] = []) =>
    frame.contentWindow?.postMessage(message, '*', transfer)
  function nextFrame(): void {
    const shown = video
    if (!shown) return
    const grab = () => {
      createImageBitmap(shown).then(
        (bitmap) => send({ uf: 'camera-frame', frame: bitmap }, [bitmap]),
        () => setTimeout(nextFrame, 50),
      )
    }
    if ('requestVideoFrameCallback' in shown) shown.requestVideoFrameCallback(grab)
    else setTimeout(grab, 33)
  }
  function open(asked: unknown): void {
    navigator.mediaDevices
      .getUserMedia({ audio: false, video: cameraWishes(asked) })
      .then((stream) => {
        video = document.createElement('video')
        video.muted = true
        video.playsInline = true
        video.srcObject = stream
        return video.play()
      })
      .then(nextFrame, (error: { name?: string; message?: string }) => {
        video = null
        opened = false
        send({ uf: 'camera-error', name: error.name || 'NotAllowedError', message: error.message || '' })
      })
  }
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== frame.contentWindow) return
    const kind = messageKind(event.data)
    if (kind === 'camera-open' && !opened) {
      opened = true
      open((event.data as { video?: unknown }).video)
    } else if (kind === 'camera-next' && video) nextFrame()
  })
}
