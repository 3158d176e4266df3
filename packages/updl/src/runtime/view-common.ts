import type { TPageData } from '../pages/page-data'
import type { TScene, TSceneCamera, TSceneLight, TSceneObject } from '../scene-types'

/**
 * Shared by the three.js, Babylon.js and PlayCanvas views (A-Frame has its own defaults): the scenes in
 * play order with the results last, the objects of a question's answers, and the defaults for a scene
 * without lights or camera, fog distances and the skybox's size.
 */
export const DEFAULT_CAMERA: TSceneCamera = {
  type: 'perspective',
  position: { x: 0, y: 1.6, z: 5 },
  rotation: { x: 0, y: 0, z: 0 },
  fov: 75,
  near: 0.1,
  far: 1000,
  zoom: 1,
}

export const DEFAULT_LIGHTS: readonly TSceneLight[] = [
  {
    id: 'default-ambient',
    type: 'ambient',
    color: '#bbbbbb',
    groundColor: '#444444',
    intensity: 1,
    position: { x: 0, y: 0, z: 0 },
    castShadow: false,
  },
  {
    id: 'default-sun',
    type: 'directional',
    color: '#ffffff',
    intensity: 0.6,
    groundColor: '#444444',
    position: { x: -0.5, y: 1, z: 1 },
    castShadow: false,
  },
]

export const FOG = { near: 5, far: 60 }
export const SKY = { radius: 500, ground: 60 }

/** The scenes in play order, the results scene last. */
export function allScenes(page: Pick<TPageData, 'scenes' | 'results'>): TScene[] {
  return page.results ? [...page.scenes, page.results] : [...page.scenes]
}

/** The key a view keeps a scene under: its index in play order, `-1` for the results. */
export function sceneKey(page: Pick<TPageData, 'scenes'>, i: number): number {
  return i < page.scenes.length ? i : -1
}

/** Whether any light of any scene casts shadows (then every object casts and receives them). */
export function anyShadows(page: Pick<TPageData, 'scenes' | 'results'>): boolean {
  return allScenes(page).some((s) => s.lights.some((l) => l.castShadow))
}

/** The objects of the scene's answers, each with its answer's id. */
export function answerObjects(scene: TScene): { object: TSceneObject; answerId: string }[] {
  return (scene.question?.answers ?? []).flatMap((a) =>
    a.objects.map((object) => ({ object, answerId: a.id })),
  )
}

/** The empty scene a view shows on the lead form: the first scene's background, nothing in it. */
export function emptyScene(page: Pick<TPageData, 'scenes'>): TScene {
  return {
    id: 'uf-empty',
    name: '',
    backgroundColor: page.scenes[0]?.backgroundColor ?? '#000000',
    skybox: false,
    fog: false,
    objects: [],
    lights: [],
    texts: [],
  }
}
