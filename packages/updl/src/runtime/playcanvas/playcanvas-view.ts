import type { TLocalPageData } from '../../pages/page-data'
import type { TCreateView, TViewHooks } from '../view'
import { allScenes, anyShadows, emptyScene, FOG, sceneKey } from '../view-common'
import { buildScene, type TPcBuilt, type TPcContext } from './playcanvas-scene'
import type { TPlayCanvas } from './playcanvas-lib'

/**
 * PlayCanvas view: one root entity (with its own camera) per IR scene, enabled one at a time; fog and
 * ambient light are the app scene's, set on each show. Answers are picked by a ray against the answer
 * objects' bounding boxes.
 */
export function playCanvasView(page: TLocalPageData, pc: TPlayCanvas): TCreateView {
  return (hooks) => {
    const canvas = document.getElementById('uf-view')
    if (!(canvas instanceof HTMLCanvasElement)) throw new Error('#uf-view is no canvas')
    const app = new pc.Application(canvas, { mouse: new pc.Mouse(canvas), touch: new pc.TouchDevice(canvas) })
    app.setCanvasFillMode(pc.FILLMODE_FILL_WINDOW)
    app.setCanvasResolution(pc.RESOLUTION_AUTO)
    window.addEventListener('resize', () => app.resizeCanvas())
    const ctx: TPcContext = { pc, app, shadows: anyShadows(page) }
    const built: Record<number, TPcBuilt> = {}
    allScenes(page).forEach((s, i) => (built[sceneKey(page, i)] = buildScene(ctx, s)))
    const empty = buildScene(ctx, emptyScene(page))
    let current = empty
    const show = (index: number) => {
      current.root.enabled = false
      current = built[index] ?? empty
      current.root.enabled = true
      const s = current.scene
      app.scene.ambientLight = current.ambient
      app.scene.fog.type = s.fog ? pc.FOG_LINEAR : pc.FOG_NONE
      app.scene.fog.color = new pc.Color().fromString(s.backgroundColor)
      app.scene.fog.start = FOG.near
      app.scene.fog.end = FOG.far
    }
    app.start()
    pickOnClick(pc, canvas, () => current, hooks)
    return {
      show,
      objects: () => Object.keys(current.objects),
      screenPosition: (id) => {
        const node = current.objects[id]
        const cam = current.camera?.camera
        if (!node || !cam) return null
        const p = cam.worldToScreen(node.getPosition())
        if (p.z < 0) return null
        const rect = canvas.getBoundingClientRect()
        return { x: rect.left + p.x, y: rect.top + p.y }
      },
    }
  }
}

/** The nearest answer object whose bounding box the click's ray meets answers with its answer. */
function pickOnClick(
  pc: TPlayCanvas,
  canvas: HTMLCanvasElement,
  shown: () => TPcBuilt,
  hooks: TViewHooks,
): void {
  canvas.addEventListener('click', (event) => {
    const cam = shown().camera?.camera
    if (!cam) return
    const rect = canvas.getBoundingClientRect()
    const x = event.clientX - rect.left
    const y = event.clientY - rect.top
    const from = cam.screenToWorld(x, y, cam.nearClip)
    const to = cam.screenToWorld(x, y, cam.farClip)
    const ray = new pc.Ray(from, to.clone().sub(from).normalize())
    const hit = new pc.Vec3()
    let best: string | null = null
    let bestDistance = Infinity
    for (const { node, answerId } of shown().pickable)
      for (const render of node.findComponents('render'))
        for (const mi of render.meshInstances) {
          if (!mi.aabb.intersectsRay(ray, hit)) continue
          const d = hit.distance(from)
          if (d < bestDistance) {
            bestDistance = d
            best = answerId
          }
        }
    if (best) hooks.answer(best)
  })
}
