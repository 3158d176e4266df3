import type { TSceneIR } from '../scene-types'
import type { TTechnology } from './page-options'

/**
 * Node fields (`Node.field`, the UPDL node's input names) a technology cannot express, per kind of node.
 * AR.js pages look through the device camera: no background, sky, fog or camera settings of their own.
 * A-Frame cameras are perspective only. PlayCanvas has no hemisphere light (it becomes ambient light).
 */
const UNUSED: Record<TTechnology, { space: string[]; camera: string[]; light: string[] }> = {
  arjs: {
    space: ['Space.backgroundColor', 'Space.skybox', 'Space.fog'],
    camera: [
      'Camera.cameraType',
      'Camera.position',
      'Camera.rotation',
      'Camera.fov',
      'Camera.near',
      'Camera.far',
      'Camera.zoom',
    ],
    light: [],
  },
  aframevr: { space: [], camera: ['Camera.cameraType'], light: [] },
  threejs: { space: [], camera: [], light: [] },
  babylonjs: { space: [], camera: [], light: [] },
  playcanvas: { space: [], camera: [], light: ['Light.groundColor'] },
}

/** The fields this scene's nodes show that the technology does not use (listed as "not used by …"). */
export function unusedFields(scene: TSceneIR, technology: TTechnology): string[] {
  const scenes = [...scene.scenes, ...(scene.results ? [scene.results] : [])]
  const unused = UNUSED[technology]
  return [
    ...(scenes.length ? unused.space : []),
    ...(scenes.some((s) => s.camera) ? unused.camera : []),
    ...(scenes.some((s) => s.lights.length) ? unused.light : []),
  ]
}
