import type { TLocalPageData } from '../../pages/page-data'
import { sceneAt } from '../quiz-state'
import type { TCreateView, TView } from '../view'

/** What the view uses of A-Frame: its bundled three.js Vector3 and the scene element's camera and canvas. */
type TVector3 = { project(camera: unknown): TVector3; x: number; y: number; z: number }
export type TAframe = { THREE: { Vector3: new () => TVector3 } }
type TObject3D = { getWorldPosition(target: TVector3): TVector3 }
type TSceneElement = HTMLElement & {
  camera?: unknown
  canvas?: HTMLCanvasElement
  components?: { raycaster?: { refreshObjects(): void } }
}
type TEntity = Element & { object3D?: TObject3D }

const DEFAULT_CAMERA = {
  position: { x: 0, y: 1.6, z: 5 },
  rotation: { x: 0, y: 0, z: 0 },
  fov: 75,
  near: 0.1,
  far: 1000,
  zoom: 1,
}

/**
 * A-Frame VR and AR.js: the scenes are A-Frame entities in the page (`.uf-scene[data-scene=i]`, results
 * `-1`), shown one at a time; only the shown scene's answer objects are `uf-clickable` (what the
 * raycaster tests: three.js raycasts hidden objects too). In VR the scene's background, fog and camera
 * are set on each show; in AR the camera is the marker's.
 */
export function aframeView(page: TLocalPageData, aframe: () => TAframe): TCreateView {
  return (hooks) => {
    const sceneEl = document.querySelector<TSceneElement>('a-scene')
    if (!sceneEl) throw new Error('a-scene missing')
    sceneEl.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target.closest('[data-answer]') : null
      const answerId = target?.getAttribute('data-answer')
      if (answerId) hooks.answer(answerId)
    })
    let current = -2
    const objectEls = () =>
      Array.from(document.querySelectorAll<TEntity>(`.uf-scene[data-scene="${current}"] .uf-object`))
    const view: TView = {
      show(index) {
        current = index
        showScene(page, sceneEl, index)
        for (const answer of Array.from(document.querySelectorAll('[data-answer]')))
          answer.classList.remove('uf-clickable')
        for (const e of objectEls()) if (e.hasAttribute('data-answer')) e.classList.add('uf-clickable')
        sceneEl.components?.raycaster?.refreshObjects()
      },
      objects: () => objectEls().map((e) => e.getAttribute('data-object') ?? ''),
      screenPosition(id) {
        const entity = objectEls().find((e) => e.getAttribute('data-object') === id)
        if (!entity?.object3D || !sceneEl.camera || !sceneEl.canvas) return null
        const v = new (aframe().THREE.Vector3)()
        entity.object3D.getWorldPosition(v)
        v.project(sceneEl.camera)
        if (v.z > 1) return null
        const rect = sceneEl.canvas.getBoundingClientRect()
        return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height }
      },
    }
    return view
  }
}

/** Shows scene `index`'s entities only; in VR also its background, fog and camera. */
function showScene(page: TLocalPageData, sceneEl: TSceneElement, index: number): void {
  for (const s of Array.from(document.querySelectorAll('.uf-scene')))
    s.setAttribute('visible', String(Number(s.getAttribute('data-scene')) === index))
  const scene = sceneAt(page, index)
  if (!scene || page.ar) return
  setComponent(sceneEl, 'background', { color: scene.backgroundColor })
  if (scene.fog)
    setComponent(sceneEl, 'fog', { type: 'linear', color: scene.backgroundColor, near: 5, far: 60 })
  else sceneEl.removeAttribute('fog')
  const cam = scene.camera ?? DEFAULT_CAMERA
  const rig = document.getElementById('uf-rig')
  if (rig) {
    setComponent(rig, 'position', cam.position)
    setComponent(rig, 'rotation', cam.rotation)
  }
  const camera = document.getElementById('uf-camera')
  if (camera) setComponent(camera, 'camera', { fov: cam.fov, near: cam.near, far: cam.far, zoom: cam.zoom })
}

/**
 * A-Frame's `setAttribute(component, object)`: A-Frame patches `setAttribute` on its entities to take a
 * component's properties as an object, which the DOM's typing (strings only) does not know.
 */
function setComponent(entity: Element, name: string, value: object): void {
  const set = entity.setAttribute as (this: Element, name: string, value: unknown) => void
  set.call(entity, name, value)
}
