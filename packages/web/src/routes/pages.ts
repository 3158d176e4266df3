import { preloadable } from './preloadable'

// The canvas chunk carries @xyflow/react; CodeMirror is a further chunk inside it. It can be preloaded
// (routes/preload.ts) so that opening a flow by its URL does not wait for the session check first.
export const CanvasPage = preloadable(() => import('../features/canvas/CanvasPage'))
