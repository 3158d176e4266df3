/**
 * The camera of an AR page that runs in a sandboxed frame. Served scene pages have an opaque origin
 * (sandboxed without same-origin, so their libraries cannot read the app's storage), and browsers give
 * no camera to an opaque origin. The frame page around the scene (our code only, on the app's origin)
 * opens the camera and posts its frames in; the scene draws them on a canvas whose stream stands in for
 * `getUserMedia`'s. One frame at a time: the scene asks for the next once it has drawn the last.
 *
 * Messages (both ways through `postMessage`, checked by their source window):
 * scene → frame page `{ uf: 'camera-open', video }`, `{ uf: 'camera-next' }`;
 * frame page → scene `{ uf: 'camera-frame', frame: ImageBitmap }`, `{ uf: 'camera-error', name, message }`.
 */
export type TSceneToFrame = { uf: 'camera-open'; video: unknown } | { uf: 'camera-next' }
export type TFrameToScene =
  { uf: 'camera-frame'; frame: ImageBitmap } | { uf: 'camera-error'; name: string; message: string }

/** A message's `uf` field, if it is an object with one (messages come from other windows: unchecked). */
export function messageKind(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || !('uf' in data)) return undefined
  return typeof data.uf === 'string' ? data.uf : undefined
}
