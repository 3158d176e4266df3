import type { TScene, TSceneCamera, TSceneLight, TSceneObject, TVec3 } from '../../scene-types'
import { answerObjects, DEFAULT_CAMERA, DEFAULT_LIGHTS, FOG, SKY } from '../view-common'
import type { TCamera, TGltfLoaderModule, TLight, TObject3D, TScene3, TThree } from './three-lib'

/** One IR scene built for three.js: its THREE.Scene, camera, the answer objects a click may pick. */
export type TBuiltScene = {
  readonly scene: TScene3
  readonly camera: TCamera
  readonly pickable: TObject3D[]
  readonly objects: Record<string, TObject3D>
}

/** What building needs: three.js, the canvas (for the aspect), shadows on or off, a model loader. */
export type TThreeContext = {
  readonly THREE: TThree
  readonly canvas: HTMLCanvasElement
  readonly shadows: boolean
  loadModel(url: string, parent: TObject3D): void
}

/** A loader of glTF models that imports three's GLTFLoader module (by URL) the first time it is needed. */
export function modelLoader(
  gltfLoaderUrl: string,
  shadows: boolean,
): (url: string, parent: TObject3D) => void {
  let loader: Promise<InstanceType<TGltfLoaderModule['GLTFLoader']>> | null = null
  return (url, parent) => {
    loader ??= (import(gltfLoaderUrl) as Promise<TGltfLoaderModule>).then((m) => new m.GLTFLoader())
    void loader.then((l) => {
      l.load(
        url,
        (gltf) => {
          gltf.scene.traverse((o) => {
            if (o.isMesh) {
              o.castShadow = shadows
              o.receiveShadow = shadows
            }
          })
          parent.add(gltf.scene)
        },
        undefined,
        (error) => console.warn('model', url, error),
      )
    })
  }
}

function geometry(THREE: TThree, o: TSceneObject) {
  switch (o.shape) {
    case 'box':
      return new THREE.BoxGeometry(o.width, o.height, o.depth)
    case 'sphere':
      return new THREE.SphereGeometry(o.radius, 32, 16)
    case 'cylinder':
      return new THREE.CylinderGeometry(o.radius, o.radius, o.height, 32)
    case 'plane':
      return new THREE.PlaneGeometry(o.width, o.height)
    case 'torus':
      return new THREE.TorusGeometry(o.radius, o.radius * 0.2, 16, 48)
    default:
      return new THREE.ConeGeometry(o.radius, o.height, 32)
  }
}

/** Position, rotation (degrees, Y-X-Z as A-Frame reads them) and scale. */
function place(THREE: TThree, target: TObject3D, p: TVec3, r: TVec3, s?: TVec3): void {
  const rad = THREE.MathUtils.degToRad
  target.position.set(p.x, p.y, p.z)
  target.rotation.set(rad(r.x), rad(r.y), rad(r.z), 'YXZ')
  if (s) target.scale.set(s.x, s.y, s.z)
}

function objectNode(ctx: TThreeContext, o: TSceneObject, answerId?: string): TObject3D {
  const { THREE } = ctx
  let node: TObject3D
  if (o.modelUrl) {
    node = new THREE.Group()
    ctx.loadModel(o.modelUrl, node)
  } else {
    const side = o.shape === 'plane' ? THREE.DoubleSide : THREE.FrontSide
    node = new THREE.Mesh(geometry(THREE, o), new THREE.MeshStandardMaterial({ color: o.color, side }))
    node.castShadow = ctx.shadows
    node.receiveShadow = ctx.shadows
  }
  node.name = o.id
  node.userData = { objectId: o.id, answerId: answerId ?? null }
  place(THREE, node, o.position, o.rotation, o.scale)
  return node
}

function light(THREE: TThree, l: TSceneLight): TLight {
  const c = new THREE.Color(l.color)
  let node: TLight
  switch (l.type) {
    case 'ambient':
      return new THREE.AmbientLight(c, l.intensity)
    case 'hemisphere':
      node = new THREE.HemisphereLight(c, new THREE.Color(l.groundColor), l.intensity)
      break
    case 'point':
      node = new THREE.PointLight(c, l.intensity, 0, 0)
      break
    case 'spot':
      node = new THREE.SpotLight(c, l.intensity, 0, Math.PI / 5, 0.3, 0)
      break
    default:
      node = new THREE.DirectionalLight(c, l.intensity)
  }
  node.position.set(l.position.x, l.position.y, l.position.z)
  if (l.castShadow && node.shadow) {
    node.castShadow = true
    node.shadow.mapSize.set(1024, 1024)
  }
  return node
}

export function camera(ctx: TThreeContext, c: TSceneCamera): TCamera {
  const { THREE, canvas } = ctx
  const aspect = canvas.clientWidth / Math.max(1, canvas.clientHeight)
  const cam =
    c.type === 'orthographic'
      ? new THREE.OrthographicCamera(-5 * aspect, 5 * aspect, 5, -5, c.near, c.far)
      : new THREE.PerspectiveCamera(c.fov, aspect, c.near, c.far)
  cam.zoom = c.zoom
  place(THREE, cam, c.position, c.rotation)
  cam.updateProjectionMatrix()
  // A camera's inverse matrix is otherwise set only when it renders: picking may come first.
  cam.updateMatrixWorld()
  return cam
}

/** One IR scene: background, fog, objects (answers pickable), lights (defaults if none), skybox, camera. */
export function buildScene(ctx: TThreeContext, s: TScene): TBuiltScene {
  const { THREE } = ctx
  const scene = new THREE.Scene()
  const color = new THREE.Color(s.backgroundColor)
  scene.background = color
  if (s.fog) scene.fog = new THREE.Fog(color, FOG.near, FOG.far)
  const pickable: TObject3D[] = []
  const objects: Record<string, TObject3D> = {}
  for (const o of s.objects) scene.add((objects[o.id] = objectNode(ctx, o)))
  for (const x of answerObjects(s)) {
    const n = objectNode(ctx, x.object, x.answerId)
    objects[x.object.id] = n
    pickable.push(n)
    scene.add(n)
  }
  for (const l of s.lights.length ? s.lights : DEFAULT_LIGHTS) scene.add(light(THREE, l))
  if (s.skybox) {
    const skyMaterial = new THREE.MeshBasicMaterial({ color, side: THREE.BackSide, fog: false })
    const sky = new THREE.Mesh(new THREE.SphereGeometry(SKY.radius, 32, 16), skyMaterial)
    const groundMaterial = new THREE.MeshBasicMaterial({ color, transparent: true, opacity: 0.55 })
    const ground = new THREE.Mesh(new THREE.CircleGeometry(SKY.ground, 64), groundMaterial)
    ground.rotation.x = -Math.PI / 2
    scene.add(sky, ground)
  }
  return { scene, camera: camera(ctx, s.camera ?? DEFAULT_CAMERA), pickable, objects }
}
