import type { TScene, TSceneCamera, TSceneLight, TSceneObject } from '../../scene-types'
import { answerObjects, DEFAULT_CAMERA, DEFAULT_LIGHTS, SKY } from '../view-common'
import type { TPcApp, TPcColor, TPcEntity, TPcMaterial, TPlayCanvas } from './playcanvas-lib'

/** One IR scene built for PlayCanvas: a root entity (enabled while shown) with its camera and ambient colour. */
export type TPcBuilt = {
  readonly root: TPcEntity
  readonly objects: Record<string, TPcEntity>
  /** Answer objects with their answer's id, for picking. */
  readonly pickable: { node: TPcEntity; answerId: string }[]
  ambient: TPcColor
  readonly scene: TScene
  camera?: TPcEntity
}

export type TPcContext = { readonly pc: TPlayCanvas; readonly app: TPcApp; readonly shadows: boolean }

const color = (pc: TPlayCanvas, hex: string) => new pc.Color().fromString(hex)

/** PlayCanvas primitives are unit-sized: a child entity carries the sizes (and stands planes, tori upright). */
function shapeChild(ctx: TPcContext, o: TSceneObject, material: TPcMaterial): TPcEntity {
  const { pc, shadows } = ctx
  const child = new pc.Entity('shape')
  let s: [number, number, number]
  switch (o.shape) {
    case 'box':
      s = [o.width, o.height, o.depth]
      break
    case 'sphere':
      s = [2 * o.radius, 2 * o.radius, 2 * o.radius]
      break
    case 'plane':
      s = [o.width, 1, o.height]
      child.setLocalEulerAngles(90, 0, 0)
      break
    case 'torus': {
      // The torus primitive's tube is fixed (0.2 of 0.3): build one with the tube the other technologies draw.
      const geometry = new pc.TorusGeometry({
        ringRadius: o.radius,
        tubeRadius: o.radius * 0.2,
        segments: 48,
        sides: 16,
      })
      const mesh = pc.Mesh.fromGeometry(ctx.app.graphicsDevice, geometry)
      child.setLocalEulerAngles(90, 0, 0)
      const meshInstances = [new pc.MeshInstance(mesh, material)]
      child.addComponent('render', { meshInstances, castShadows: shadows, receiveShadows: shadows })
      return child
    }
    default:
      s = [2 * o.radius, o.height, 2 * o.radius]
  }
  child.setLocalScale(s[0], s[1], s[2])
  child.addComponent('render', { type: o.shape, material, castShadows: shadows, receiveShadows: shadows })
  return child
}

function objectNode(ctx: TPcContext, o: TSceneObject, answerId: string | null, built: TPcBuilt): void {
  const { pc, shadows } = ctx
  const node = new pc.Entity('uf-' + o.id)
  if (o.modelUrl) {
    const url = o.modelUrl
    ctx.app.assets.loadFromUrl(url, 'container', (error, asset) => {
      if (error) return console.warn('model', url, error)
      node.addChild(asset.resource.instantiateRenderEntity({ castShadows: shadows, receiveShadows: shadows }))
    })
  } else {
    const material = new pc.StandardMaterial()
    material.diffuse = color(pc, o.color)
    if (o.shape === 'plane') material.cull = pc.CULLFACE_NONE
    material.update()
    node.addChild(shapeChild(ctx, o, material))
  }
  node.setLocalPosition(o.position.x, o.position.y, o.position.z)
  node.setLocalEulerAngles(o.rotation.x, o.rotation.y, o.rotation.z)
  node.setLocalScale(o.scale.x, o.scale.y, o.scale.z)
  built.objects[o.id] = node
  if (answerId) built.pickable.push({ node, answerId })
  built.root.addChild(node)
}

/** Ambient and hemisphere lights add to the scene's ambient colour; the others are light entities. */
function light(pc: TPlayCanvas, l: TSceneLight, built: TPcBuilt): void {
  if (l.type === 'ambient' || l.type === 'hemisphere') {
    const c = color(pc, l.color)
    const a = built.ambient
    built.ambient = new pc.Color(
      Math.min(1, a.r + c.r * l.intensity),
      Math.min(1, a.g + c.g * l.intensity),
      Math.min(1, a.b + c.b * l.intensity),
    )
    return
  }
  const node = new pc.Entity('uf-' + l.id)
  node.addComponent('light', {
    type: l.type === 'point' ? 'omni' : l.type,
    color: color(pc, l.color),
    intensity: l.intensity,
    range: 30,
    outerConeAngle: 36,
    innerConeAngle: 25,
    castShadows: l.castShadow,
    shadowResolution: 1024,
    shadowDistance: 30,
  })
  node.setLocalPosition(l.position.x, l.position.y, l.position.z)
  // Directional and spot lights shine down their entity's -Y: aim it at the origin.
  if (l.type !== 'point' && (l.position.x || l.position.z || l.position.y)) {
    node.lookAt(0, 0, 0)
    node.rotateLocal(90, 0, 0)
  }
  built.root.addChild(node)
}

function camera(pc: TPlayCanvas, c: TSceneCamera, built: TPcBuilt): void {
  const node = new pc.Entity('uf-camera')
  const fov = (2 * Math.atan(Math.tan((c.fov * Math.PI) / 360) / c.zoom) * 180) / Math.PI
  node.addComponent('camera', {
    clearColor: color(pc, built.scene.backgroundColor),
    fov,
    nearClip: c.near,
    farClip: c.far,
    projection: c.type === 'orthographic' ? pc.PROJECTION_ORTHOGRAPHIC : pc.PROJECTION_PERSPECTIVE,
    orthoHeight: 5 / c.zoom,
  })
  node.setLocalPosition(c.position.x, c.position.y, c.position.z)
  node.setLocalEulerAngles(c.rotation.x, c.rotation.y, c.rotation.z)
  built.root.addChild(node)
  built.camera = node
}

function unlit(pc: TPlayCanvas, hex: string): TPcMaterial {
  const material = new pc.StandardMaterial()
  material.useLighting = false
  material.emissive = color(pc, hex)
  material.diffuse = new pc.Color(0, 0, 0)
  return material
}

function skybox(pc: TPlayCanvas, s: TScene, root: TPcEntity): void {
  const skyMaterial = unlit(pc, s.backgroundColor)
  skyMaterial.cull = pc.CULLFACE_FRONT
  skyMaterial.useFog = false
  skyMaterial.update()
  const sky = new pc.Entity('uf-sky')
  sky.addComponent('render', { type: 'sphere', material: skyMaterial })
  sky.setLocalScale(2 * SKY.radius, 2 * SKY.radius, 2 * SKY.radius)
  const groundMaterial = unlit(pc, s.backgroundColor)
  groundMaterial.opacity = 0.55
  groundMaterial.blendType = pc.BLEND_NORMAL
  groundMaterial.update()
  const ground = new pc.Entity('uf-ground')
  ground.addComponent('render', { type: 'cylinder', material: groundMaterial })
  ground.setLocalScale(2 * SKY.ground, 0.001, 2 * SKY.ground)
  root.addChild(sky)
  root.addChild(ground)
}

/** One IR scene under its own root entity, added to the app disabled. */
export function buildScene(ctx: TPcContext, s: TScene): TPcBuilt {
  const { pc } = ctx
  const built: TPcBuilt = {
    root: new pc.Entity('uf-scene'),
    objects: {},
    pickable: [],
    ambient: new pc.Color(0, 0, 0),
    scene: s,
  }
  for (const l of s.lights.length ? s.lights : DEFAULT_LIGHTS) light(pc, l, built)
  for (const o of s.objects) objectNode(ctx, o, null, built)
  for (const x of answerObjects(s)) objectNode(ctx, x.object, x.answerId, built)
  if (s.skybox) skybox(pc, s, built.root)
  camera(pc, s.camera ?? DEFAULT_CAMERA, built)
  built.root.enabled = false
  ctx.app.root.addChild(built.root)
  return built
}
