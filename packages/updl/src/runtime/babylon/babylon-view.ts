import type { TLocalPageData } from '../../pages/page-data'
import type { TCreateView, TViewHooks } from '../view'
import { allScenes, anyShadows, emptyScene, sceneKey } from '../view-common'
import { buildScene, type TBBuilt, type TBabylonContext } from './babylon-scene'
import type { TBabylon, TBEngine } from './babylon-lib'

/**
 * Babylon.js view: one BABYLON.Scene per IR scene, rendered by one engine into `#uf-view`; answers are
 * picked with `scene.pick` on click.
 */
export function babylonView(page: TLocalPageData, B: TBabylon): TCreateView {
  return (hooks) => {
    const canvas = document.getElementById('uf-view')
    if (!(canvas instanceof HTMLCanvasElement)) throw new Error('#uf-view is no canvas')
    const engine = new B.Engine(canvas, true, { stencil: true })
    const ctx: TBabylonContext = { B, engine, shadows: anyShadows(page) }
    const built: Record<number, TBBuilt> = {}
    allScenes(page).forEach((s, i) => (built[sceneKey(page, i)] = buildScene(ctx, s)))
    const empty = buildScene(ctx, emptyScene(page))
    let current = empty
    const resize = () => {
      engine.resize()
      for (const b of Object.values(built)) fitOrtho(B, engine, b)
    }
    window.addEventListener('resize', resize)
    resize()
    engine.runRenderLoop(() => current.scene.render())
    pickOnClick(canvas, engine, () => current, hooks)
    return {
      show: (index) => {
        current = built[index] ?? empty
      },
      objects: () => Object.keys(current.objects),
      screenPosition: (id) => {
        const node = current.objects[id]
        if (!node || !current.camera) return null
        node.computeWorldMatrix(true)
        const scene = current.scene
        scene.updateTransformMatrix(true)
        const w = engine.getRenderWidth()
        const h = engine.getRenderHeight()
        const viewport = current.camera.viewport.toGlobal(w, h)
        const p = B.Vector3.Project(
          node.getAbsolutePosition(),
          B.Matrix.Identity(),
          scene.getTransformMatrix(),
          viewport,
        )
        if (p.z < 0 || p.z > 1) return null
        const rect = canvas.getBoundingClientRect()
        return { x: rect.left + (p.x * rect.width) / w, y: rect.top + (p.y * rect.height) / h }
      },
    }
  }
}

/** An orthographic camera shows `orthoSize` up and down and as much as the canvas's aspect across. */
function fitOrtho(B: TBabylon, engine: TBEngine, b: TBBuilt): void {
  const cam = b.camera
  if (!cam || cam.mode !== B.Camera.ORTHOGRAPHIC_CAMERA || b.orthoSize === undefined) return
  const aspect = engine.getRenderWidth() / Math.max(1, engine.getRenderHeight())
  cam.orthoTop = b.orthoSize
  cam.orthoBottom = -b.orthoSize
  cam.orthoLeft = -b.orthoSize * aspect
  cam.orthoRight = b.orthoSize * aspect
}

function pickOnClick(
  canvas: HTMLCanvasElement,
  engine: TBEngine,
  shown: () => TBBuilt,
  hooks: TViewHooks,
): void {
  canvas.addEventListener('click', (event) => {
    const rect = canvas.getBoundingClientRect()
    const x = ((event.clientX - rect.left) * engine.getRenderWidth()) / rect.width
    const y = ((event.clientY - rect.top) * engine.getRenderHeight()) / rect.height
    const pick = shown().scene.pick(x, y, (m) => !!m.metadata?.answerId)
    const answerId = pick?.hit ? pick.pickedMesh?.metadata?.answerId : null
    if (answerId) hooks.answer(answerId)
  })
}
