import type { TLocalPageData } from '../../pages/page-data'
import type { TCreateView, TViewHooks } from '../view'
import { allScenes, anyShadows, DEFAULT_CAMERA, sceneKey } from '../view-common'
import { buildScene, camera, modelLoader, type TBuiltScene, type TThreeContext } from './three-scene'
import type { TThree } from './three-lib'

/**
 * three.js view: one THREE.Scene per IR scene (background, fog, lights, camera each its own), drawn
 * into `#uf-view`; answers are picked with a Raycaster on click. Rotations are degrees in Y-X-Z order,
 * as A-Frame reads them, so every technology turns an object the same way.
 */
export function threeView(page: TLocalPageData, THREE: TThree): TCreateView {
  return (hooks) => {
    const canvas = document.getElementById('uf-view')
    if (!(canvas instanceof HTMLCanvasElement)) throw new Error('#uf-view is no canvas')
    const renderer = new THREE.WebGLRenderer({ canvas, antialias: true })
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2))
    renderer.shadowMap.enabled = true
    const shadows = anyShadows(page)
    const loadModel = modelLoader(page.libs?.gltfLoader ?? '', shadows)
    const ctx: TThreeContext = { THREE, canvas, shadows, loadModel }
    const built: Record<number, TBuiltScene> = {}
    allScenes(page).forEach((s, i) => (built[sceneKey(page, i)] = buildScene(ctx, s)))
    const empty: TBuiltScene = {
      scene: new THREE.Scene(),
      camera: camera(ctx, DEFAULT_CAMERA),
      pickable: [],
      objects: {},
    }
    empty.scene.background = new THREE.Color(page.scenes[0]?.backgroundColor ?? '#000000')
    let current = empty
    const resize = () => {
      const w = canvas.clientWidth
      const h = canvas.clientHeight
      renderer.setSize(w, h, false)
      for (const b of [...Object.values(built), empty]) {
        if (b.camera.isPerspectiveCamera) b.camera.aspect = w / Math.max(1, h)
        else {
          b.camera.left = (-5 * w) / Math.max(1, h)
          b.camera.right = (5 * w) / Math.max(1, h)
        }
        b.camera.updateProjectionMatrix()
      }
    }
    window.addEventListener('resize', resize)
    resize()
    renderer.setAnimationLoop(() => renderer.render(current.scene, current.camera))
    pickOnClick(THREE, canvas, () => current, hooks)
    return {
      show: (index) => {
        current = built[index] ?? empty
      },
      objects: () => Object.keys(current.objects),
      screenPosition: (id) => {
        const node = current.objects[id]
        if (!node) return null
        const v = node.getWorldPosition(new THREE.Vector3()).project(current.camera)
        if (v.z > 1) return null
        const rect = canvas.getBoundingClientRect()
        return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height }
      },
    }
  }
}

/** A click on an answer's object (or a part of its model) answers with it. */
function pickOnClick(
  THREE: TThree,
  canvas: HTMLCanvasElement,
  shown: () => TBuiltScene,
  hooks: TViewHooks,
): void {
  const raycaster = new THREE.Raycaster()
  canvas.addEventListener('click', (event) => {
    const rect = canvas.getBoundingClientRect()
    const x = ((event.clientX - rect.left) / rect.width) * 2 - 1
    const y = -((event.clientY - rect.top) / rect.height) * 2 + 1
    raycaster.setFromCamera(new THREE.Vector2(x, y), shown().camera)
    const hit = raycaster.intersectObjects(shown().pickable, true)[0]
    for (let o = hit?.object ?? null; o; o = o.parent) {
      const answerId = o.userData.answerId
      if (typeof answerId === 'string' && answerId) return hooks.answer(answerId)
    }
  })
}
