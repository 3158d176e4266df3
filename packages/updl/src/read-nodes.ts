import type { TFlowNode } from '@unikflow/graph'
import { clamp, readBoolean, readColor, readNumber, readOneOf, readString, readVec3 } from './read-fields'
import {
  CameraTypes,
  LightTypes,
  ObjectShapes,
  type TSceneCamera,
  type TSceneLight,
  type TSceneObject,
} from './scene-types'

const zero = { x: 0, y: 0, z: 0 }
const one = { x: 1, y: 1, z: 1 }

export const nodeTitle = (node: TFlowNode): string => node.data.label ?? node.data.name

export function readObject(node: TFlowNode): TSceneObject {
  const inputs = node.data.inputs
  const modelUrl = readString(inputs, 'modelUrl', '')
  return {
    id: node.id,
    name: readString(inputs, 'objectName', nodeTitle(node)),
    shape: readOneOf(inputs, 'objectType', ObjectShapes, 'box'),
    position: readVec3(inputs, 'position', zero),
    rotation: readVec3(inputs, 'rotation', zero),
    scale: readVec3(inputs, 'scale', one),
    color: readColor(inputs, 'color', '#4f86f7'),
    width: readNumber(inputs, 'width', 1),
    height: readNumber(inputs, 'height', 1),
    depth: readNumber(inputs, 'depth', 1),
    radius: readNumber(inputs, 'radius', 0.5),
    // Only http(s) models: a builder puts this URL into a page, a `javascript:` URL must never get there.
    ...(/^https?:\/\//i.test(modelUrl) ? { modelUrl } : {}),
  }
}

export function readCamera(node: TFlowNode): TSceneCamera {
  const inputs = node.data.inputs
  return {
    type: readOneOf(inputs, 'cameraType', CameraTypes, 'perspective'),
    position: readVec3(inputs, 'position', { x: 0, y: 1.6, z: 5 }),
    rotation: readVec3(inputs, 'rotation', zero),
    fov: clamp(readNumber(inputs, 'fov', 75), 1, 179),
    near: Math.max(0.001, readNumber(inputs, 'near', 0.1)),
    far: Math.max(1, readNumber(inputs, 'far', 1000)),
    zoom: Math.max(0.01, readNumber(inputs, 'zoom', 1)),
  }
}

export function readLight(node: TFlowNode): TSceneLight {
  const inputs = node.data.inputs
  return {
    id: node.id,
    type: readOneOf(inputs, 'lightType', LightTypes, 'directional'),
    color: readColor(inputs, 'color', '#ffffff'),
    groundColor: readColor(inputs, 'groundColor', '#444444'),
    intensity: Math.max(0, readNumber(inputs, 'intensity', 1)),
    position: readVec3(inputs, 'position', { x: 1, y: 3, z: 2 }),
    castShadow: readBoolean(inputs, 'castShadow', false),
  }
}

export const DataTypes = ['question', 'answer', 'intro', 'transition'] as const

/** Points an answer gives: 0 when points are off, else clamped to the spec's −100…100. */
export function readPoints(node: TFlowNode): number {
  const inputs = node.data.inputs
  if (!readBoolean(inputs, 'enablePoints', false)) return 0
  return clamp(Math.round(readNumber(inputs, 'pointsValue', 0)), -100, 100)
}
