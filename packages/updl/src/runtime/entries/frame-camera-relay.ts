// The frame page around a sandboxed AR scene (buildFramePage): the camera for its one frame.
import { requiredElement } from '../dom'
import { relayCameraToFrame } from '../ar/frame-camera-relay'

const frame = requiredElement('uf-scene-frame')
if (frame instanceof HTMLIFrameElement) relayCameraToFrame(frame)
