import type { TScene, TSceneIR, TSceneLight, TSceneObject, TVec3 } from '../scene-types'
import { arMarkerSetup } from './ar/ar-markers'
import { escapeHtml, num } from './html-escape'
import type { TPageOptions } from './page-options'
import { pageShell } from './page-shell'
import { AFRAME_PAGE_JS } from './runtime-scripts'

/** The view (src/runtime/aframe): shows the entities below one scene at a time. */
const pageJs = `${AFRAME_PAGE_JS}\nufPage.start(PAGE);`

const vec = (v: TVec3) => `${num(v.x)} ${num(v.y)} ${num(v.z)}`
const attr = (name: string, value: string) => `${name}="${escapeHtml(value)}"`

function shapeAttributes(o: TSceneObject): string[] {
  switch (o.shape) {
    case 'box':
      return [
        'a-box',
        attr('width', num(o.width)),
        attr('height', num(o.height)),
        attr('depth', num(o.depth)),
      ]
    case 'sphere':
      return ['a-sphere', attr('radius', num(o.radius))]
    case 'cylinder':
      return ['a-cylinder', attr('radius', num(o.radius)), attr('height', num(o.height))]
    case 'plane':
      return ['a-plane', attr('width', num(o.width)), attr('height', num(o.height)), 'side="double"']
    case 'torus':
      return ['a-torus', attr('radius', num(o.radius)), attr('radius-tubular', num(o.radius * 0.2))]
    case 'cone':
      return ['a-cone', attr('radius-bottom', num(o.radius)), 'radius-top="0"', attr('height', num(o.height))]
  }
}

/** One object as an A-Frame entity; an object with a glTF model shows the model instead of its shape. */
function objectEntity(o: TSceneObject, answerId: string | undefined, shadows: boolean): string {
  const [tag = 'a-entity', ...shape] = o.modelUrl
    ? ['a-entity', attr('gltf-model', o.modelUrl)]
    : shapeAttributes(o)
  const common = [
    // `uf-clickable` (what the raycaster tests) is set by the view on the shown scene's answers only:
    // three.js raycasts hidden objects too.
    'class="uf-object"',
    attr('data-object', o.id),
    attr('data-name', o.name),
    ...(answerId ? [attr('data-answer', answerId)] : []),
    attr('position', vec(o.position)),
    attr('rotation', vec(o.rotation)),
    attr('scale', vec(o.scale)),
    ...(o.modelUrl ? [] : [attr('color', o.color)]),
    ...(shadows ? ['shadow="cast: true; receive: true"'] : []),
  ]
  return `<${tag} ${[...shape, ...common].join(' ')}></${tag}>`
}

function lightEntity(l: TSceneLight): string {
  const light = [
    `type: ${l.type}`,
    `color: ${l.color}`,
    `intensity: ${num(l.intensity)}`,
    ...(l.type === 'hemisphere' ? [`groundColor: ${l.groundColor}`] : []),
    ...(l.castShadow && l.type !== 'ambient' && l.type !== 'hemisphere' ? ['castShadow: true'] : []),
  ]
  return `<a-entity class="uf-light" ${attr('data-light', l.id)} ${attr('light', light.join('; '))} ${attr('position', vec(l.position))}></a-entity>`
}

/** Scenes without lights get A-Frame's usual pair (A-Frame adds none once any light entity exists). */
const DEFAULT_LIGHTS = [
  '<a-entity light="type: ambient; color: #bbb"></a-entity>',
  '<a-entity light="type: directional; color: #fff; intensity: 0.6" position="-0.5 1 1"></a-entity>',
]

function sceneEntity(scene: TScene, index: number, withSky: boolean, shadows: boolean): string {
  const answers = scene.question?.answers ?? []
  const children = [
    ...scene.objects.map((o) => objectEntity(o, undefined, shadows)),
    ...answers.flatMap((a) => a.objects.map((o) => objectEntity(o, a.id, shadows))),
    ...(scene.lights.length ? scene.lights.map(lightEntity) : DEFAULT_LIGHTS),
    ...(withSky && scene.skybox
      ? [
          `<a-sky class="uf-sky" ${attr('color', scene.backgroundColor)}></a-sky>`,
          `<a-circle class="uf-ground" rotation="-90 0 0" radius="60" ${attr('color', scene.backgroundColor)} material="shader: flat; opacity: 0.55; transparent: true"></a-circle>`,
        ]
      : []),
  ]
  return [
    `<a-entity class="uf-scene" data-scene="${index}" ${attr('data-name', scene.name)} visible="false">`,
    ...children.map((c) => `  ${c}`),
    '</a-entity>',
  ].join('\n')
}

/** A-Frame VR and AR.js pages: the scenes as A-Frame entities, shown one at a time by the quiz runtime. */
export function buildAframePage(scene: TSceneIR, options: TPageOptions): string {
  const ar = options.technology === 'arjs'
  const all = [...scene.scenes, ...(scene.results ? [scene.results] : [])]
  const shadows = all.some((s) => s.lights.some((l) => l.castShadow))
  const entities = [
    ...scene.scenes.map((s, i) => sceneEntity(s, i, !ar, shadows)),
    ...(scene.results ? [sceneEntity(scene.results, -1, !ar, shadows)] : []),
  ].join('\n')
  const sceneAttrs = [
    'id="uf-view"',
    'cursor="rayOrigin: mouse"',
    'raycaster="objects: .uf-clickable"',
    ...(shadows ? ['shadow="enabled: true"'] : []),
  ]
  if (!ar) {
    const first = scene.scenes[0]
    const body = [
      `<a-scene ${sceneAttrs.join(' ')} ${attr('background', `color: ${first?.backgroundColor ?? '#000000'}`)}>`,
      entities,
      '<a-entity id="uf-rig"><a-entity id="uf-camera" camera look-controls wasd-controls></a-entity></a-entity>',
      '</a-scene>',
    ].join('\n')
    return pageShell(scene, options, { body, pageJs })
  }
  const marker = arMarkerSetup(options)
  const body = [
    `<a-scene ${sceneAttrs.join(' ')} embedded ${attr('arjs', marker.arjs)} vr-mode-ui="enabled: false" renderer="alpha: true; logarithmicDepthBuffer: true">`,
    marker.open,
    entities,
    marker.close,
    marker.cameraInside ? '' : '<a-entity camera></a-entity>',
    '</a-scene>',
  ].join('\n')
  return pageShell(scene, options, { body, pageJs })
}
