import type { TScene, TSceneCamera, TSceneLight, TSceneObject, TVec3 } from '../../scene-types'
import { answerObjects, DEFAULT_CAMERA, DEFAULT_LIGHTS, FOG, SKY } from '../view-common'
import type {
  TBabylon,
  TBCamera,
  TBColor3,
  TBEngine,
  TBNode,
  TBScene,
  TBShadowGenerator,
} from './babylon-lib'

/** One IR scene built for Babylon.js; `orthoSize`: half the height an orthographic camera shows. */
export type TBBuilt = {
  readonly scene: TBScene
  readonly objects: Record<string, TBNode>
  shadowGenerator: TBShadowGenerator | null
  camera?: TBCamera
  orthoSize?: number
}

export type TBabylonContext = { readonly B: TBabylon; readonly engine: TBEngine; readonly shadows: boolean }

const rad = (d: number) => (d * Math.PI) / 180

function mesh(B: TBabylon, o: TSceneObject, scene: TBScene): TBNode {
  const name = 'uf-' + o.id
  const M = B.MeshBuilder
  switch (o.shape) {
    case 'box':
      return M.CreateBox(name, { width: o.width, height: o.height, depth: o.depth }, scene)
    case 'sphere':
      return M.CreateSphere(name, { diameter: 2 * o.radius, segments: 24 }, scene)
    case 'cylinder':
      return M.CreateCylinder(name, { diameter: 2 * o.radius, height: o.height, tessellation: 32 }, scene)
    case 'plane':
      return M.CreatePlane(
        name,
        { width: o.width, height: o.height, sideOrientation: B.Mesh.DOUBLESIDE },
        scene,
      )
    case 'torus': {
      const torus = M.CreateTorus(
        name,
        { diameter: 2 * o.radius, thickness: 0.4 * o.radius, tessellation: 48 },
        scene,
      )
      // Babylon's torus lies flat; three.js and A-Frame stand it up (ring in the X-Y plane).
      torus.rotation.x = Math.PI / 2
      torus.bakeCurrentTransformIntoVertices()
      return torus
    }
    default: {
      const cone = { diameterTop: 0, diameterBottom: 2 * o.radius, height: o.height, tessellation: 32 }
      return M.CreateCylinder(name, cone, scene)
    }
  }
}

function modelNode(
  ctx: TBabylonContext,
  o: TSceneObject & { modelUrl: string },
  answerId: string | null,
  built: TBBuilt,
) {
  const node = new ctx.B.TransformNode('uf-' + o.id, built.scene)
  ctx.B.ImportMeshAsync(o.modelUrl, built.scene)
    .then((result) => {
      for (const m of result.meshes) {
        if (!m.parent) m.parent = node
        m.metadata = { answerId }
        built.shadowGenerator?.addShadowCaster(m)
      }
    })
    .catch((error: unknown) => console.warn('model', o.modelUrl, error))
  return node
}

function objectNode(ctx: TBabylonContext, o: TSceneObject, answerId: string | null, built: TBBuilt): void {
  const { B } = ctx
  const v3 = (v: TVec3) => new B.Vector3(v.x, v.y, v.z)
  let node: TBNode
  if (o.modelUrl) node = modelNode(ctx, { ...o, modelUrl: o.modelUrl }, answerId, built)
  else {
    node = mesh(B, o, built.scene)
    const material = new B.StandardMaterial('uf-m-' + o.id, built.scene)
    material.diffuseColor = B.Color3.FromHexString(o.color)
    material.specularColor = new B.Color3(0.15, 0.15, 0.15)
    if (o.shape === 'plane') material.backFaceCulling = false
    node.material = material
    node.receiveShadows = ctx.shadows
    node.metadata = { answerId }
  }
  node.position = v3(o.position)
  node.rotation = new B.Vector3(rad(o.rotation.x), rad(o.rotation.y), rad(o.rotation.z))
  node.scaling = v3(o.scale)
  built.objects[o.id] = node
  if (built.shadowGenerator && node.getClassName() === 'Mesh') built.shadowGenerator.addShadowCaster(node)
}

/** Ambient = a hemispheric light with equal sky and ground colours; the first shadow caster gets a generator. */
function light(B: TBabylon, l: TSceneLight, built: TBBuilt): void {
  const { scene } = built
  const name = 'uf-' + l.id
  const color = (hex: string) => B.Color3.FromHexString(hex)
  const position = new B.Vector3(l.position.x, l.position.y, l.position.z)
  const toOrigin = new B.Vector3(l.position.x, l.position.y, l.position.z).scale(-1).normalize()
  let node
  switch (l.type) {
    case 'ambient':
      node = new B.HemisphericLight(name, new B.Vector3(0, 1, 0), scene)
      node.groundColor = color(l.color)
      node.specular = B.Color3.Black()
      break
    case 'hemisphere':
      node = new B.HemisphericLight(name, new B.Vector3(0, 1, 0), scene)
      node.groundColor = color(l.groundColor)
      break
    case 'point':
      node = new B.PointLight(name, position, scene)
      break
    case 'spot':
      node = new B.SpotLight(name, position, toOrigin, Math.PI / 2.5, 2, scene)
      break
    default:
      node = new B.DirectionalLight(name, toOrigin, scene)
      node.position = position.scale(3)
  }
  node.diffuse = color(l.color)
  node.intensity = l.intensity
  if (l.castShadow && l.type !== 'ambient' && l.type !== 'hemisphere' && !built.shadowGenerator) {
    built.shadowGenerator = new B.ShadowGenerator(1024, node)
    built.shadowGenerator.usePercentageCloserFiltering = true
  }
}

function camera(B: TBabylon, c: TSceneCamera, built: TBBuilt): void {
  const cam = new B.UniversalCamera(
    'uf-camera',
    new B.Vector3(c.position.x, c.position.y, c.position.z),
    built.scene,
  )
  cam.rotation = new B.Vector3(rad(c.rotation.x), rad(c.rotation.y), rad(c.rotation.z))
  cam.fov = 2 * Math.atan(Math.tan(rad(c.fov) / 2) / c.zoom)
  cam.minZ = c.near
  cam.maxZ = c.far
  cam.inputs.clear()
  if (c.type === 'orthographic') {
    cam.mode = B.Camera.ORTHOGRAPHIC_CAMERA
    built.orthoSize = 5 / c.zoom
  }
  built.camera = cam
}

function skybox(B: TBabylon, scene: TBScene, bg: TBColor3): void {
  const sky = B.MeshBuilder.CreateSphere(
    'uf-sky',
    { diameter: 2 * SKY.radius, sideOrientation: B.Mesh.BACKSIDE },
    scene,
  )
  const skyMaterial = new B.StandardMaterial('uf-sky', scene)
  skyMaterial.disableLighting = true
  skyMaterial.emissiveColor = bg
  skyMaterial.fogEnabled = false
  sky.material = skyMaterial
  sky.isPickable = false
  const ground = B.MeshBuilder.CreateDisc('uf-ground', { radius: SKY.ground, tessellation: 64 }, scene)
  ground.rotation.x = Math.PI / 2
  const groundMaterial = new B.StandardMaterial('uf-ground', scene)
  groundMaterial.disableLighting = true
  groundMaterial.emissiveColor = bg.scale(0.8)
  groundMaterial.alpha = 0.55
  ground.material = groundMaterial
  ground.isPickable = false
}

/** One IR scene in a right-handed system (as three.js and A-Frame); Babylon's Euler order is Y-X-Z. */
export function buildScene(ctx: TBabylonContext, s: TScene): TBBuilt {
  const { B } = ctx
  const scene = new B.Scene(ctx.engine)
  scene.useRightHandedSystem = true
  const bg = B.Color3.FromHexString(s.backgroundColor)
  scene.clearColor = new B.Color4(bg.r, bg.g, bg.b, 1)
  scene.ambientColor = new B.Color3(1, 1, 1)
  if (s.fog) {
    scene.fogMode = B.Scene.FOGMODE_LINEAR
    scene.fogColor = bg
    scene.fogStart = FOG.near
    scene.fogEnd = FOG.far
  }
  const built: TBBuilt = { scene, objects: {}, shadowGenerator: null }
  for (const l of s.lights.length ? s.lights : DEFAULT_LIGHTS) light(B, l, built)
  for (const o of s.objects) objectNode(ctx, o, null, built)
  for (const x of answerObjects(s)) objectNode(ctx, x.object, x.answerId, built)
  if (s.skybox) skybox(B, scene, bg)
  camera(B, s.camera ?? DEFAULT_CAMERA, built)
  return built
}
