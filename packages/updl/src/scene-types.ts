/** The scene IR every builder renders: plain data, no flow ids needed to draw it. */
export type TVec3 = { readonly x: number; readonly y: number; readonly z: number }

export const ObjectShapes = ['box', 'sphere', 'cylinder', 'plane', 'torus', 'cone'] as const
export type TObjectShape = (typeof ObjectShapes)[number]

export type TSceneObject = {
  readonly id: string
  readonly name: string
  readonly shape: TObjectShape
  readonly position: TVec3
  readonly rotation: TVec3
  readonly scale: TVec3
  readonly color: string
  readonly width: number
  readonly height: number
  readonly depth: number
  readonly radius: number
  readonly modelUrl?: string
}

export const CameraTypes = ['perspective', 'orthographic'] as const
export type TSceneCamera = {
  readonly type: (typeof CameraTypes)[number]
  readonly position: TVec3
  readonly rotation: TVec3
  readonly fov: number
  readonly near: number
  readonly far: number
  readonly zoom: number
}

export const LightTypes = ['directional', 'ambient', 'point', 'spot', 'hemisphere'] as const
export type TSceneLight = {
  readonly id: string
  readonly type: (typeof LightTypes)[number]
  readonly color: string
  readonly groundColor: string
  readonly intensity: number
  readonly position: TVec3
  readonly castShadow: boolean
}

export type TAnswer = {
  readonly id: string
  readonly text: string
  readonly isCorrect: boolean
  /** Points the answer adds (negative: subtracts), already clamped to −100…100; 0 when points are off. */
  readonly points: number
  readonly objects: readonly TSceneObject[]
}

export type TQuestion = {
  readonly id: string
  readonly text: string
  readonly answers: readonly TAnswer[]
}

export type TScene = {
  readonly id: string
  readonly name: string
  readonly backgroundColor: string
  readonly skybox: boolean
  readonly fog: boolean
  readonly objects: readonly TSceneObject[]
  readonly lights: readonly TSceneLight[]
  readonly camera?: TSceneCamera
  /** Intro / transition texts shown on the scene (Data nodes that are not questions). */
  readonly texts: readonly string[]
  readonly question?: TQuestion
}

export type TLeadFields = { readonly name: boolean; readonly email: boolean; readonly phone: boolean }

export type TSceneIR = {
  /** `single`: one space, no questions; `quiz`: ordered scenes with at least one question. */
  readonly kind: 'single' | 'quiz'
  readonly title: string
  readonly scenes: readonly TScene[]
  /** The scene shown after the last question (a Space whose type is `results`), if any. */
  readonly results?: TScene
  readonly showPoints: boolean
  readonly lead: TLeadFields
}
