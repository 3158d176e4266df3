/**
 * The part of PlayCanvas the view uses, as the page has it (the `pc` global of playcanvas.js):
 * described here rather than taken from the `playcanvas` package's declarations.
 */
type New<Args extends unknown[], T> = new (...args: Args) => T

export type TPcColor = { r: number; g: number; b: number }
type TPcVec3 = {
  x: number
  y: number
  z: number
  clone(): TPcVec3
  sub(v: TPcVec3): TPcVec3
  normalize(): TPcVec3
  distance(v: TPcVec3): number
}
export type TPcMaterial = {
  diffuse: TPcColor
  emissive: TPcColor
  cull: number
  useLighting: boolean
  useFog: boolean
  opacity: number
  blendType: number
  update(): void
}
type TPcCameraComponent = {
  nearClip: number
  farClip: number
  screenToWorld(x: number, y: number, z: number): TPcVec3
  worldToScreen(v: TPcVec3): TPcVec3
}
type TPcMeshInstance = { aabb: { intersectsRay(ray: unknown, hit: TPcVec3): boolean } }
export type TPcEntity = {
  enabled: boolean
  camera?: TPcCameraComponent
  addChild(child: TPcEntity): void
  addComponent(type: string, data: Record<string, unknown>): void
  setLocalPosition(x: number, y: number, z: number): void
  setLocalEulerAngles(x: number, y: number, z: number): void
  setLocalScale(x: number, y: number, z: number): void
  lookAt(x: number, y: number, z: number): void
  rotateLocal(x: number, y: number, z: number): void
  getPosition(): TPcVec3
  findComponents(type: 'render'): { meshInstances: TPcMeshInstance[] }[]
}
export type TPcApp = {
  root: TPcEntity
  graphicsDevice: unknown
  scene: { ambientLight: TPcColor; fog: { type: string; color: TPcColor; start: number; end: number } }
  assets: {
    loadFromUrl(
      url: string,
      type: 'container',
      done: (error: unknown, asset: { resource: { instantiateRenderEntity(o: object): TPcEntity } }) => void,
    ): void
  }
  setCanvasFillMode(mode: string): void
  setCanvasResolution(mode: string): void
  resizeCanvas(): void
  start(): void
}

export type TPlayCanvas = {
  Application: New<[HTMLCanvasElement, { mouse: unknown; touch: unknown }], TPcApp>
  Mouse: New<[HTMLCanvasElement], unknown>
  TouchDevice: New<[HTMLCanvasElement], unknown>
  Entity: New<[string], TPcEntity>
  Color: New<[number?, number?, number?], TPcColor & { fromString(hex: string): TPcColor }>
  StandardMaterial: New<[], TPcMaterial>
  TorusGeometry: New<[{ ringRadius: number; tubeRadius: number; segments: number; sides: number }], unknown>
  Mesh: { fromGeometry(device: unknown, geometry: unknown): unknown }
  MeshInstance: New<[unknown, TPcMaterial], TPcMeshInstance>
  Ray: New<[TPcVec3, TPcVec3], unknown>
  Vec3: New<[], TPcVec3>
  FILLMODE_FILL_WINDOW: string
  RESOLUTION_AUTO: string
  CULLFACE_NONE: number
  CULLFACE_FRONT: number
  BLEND_NORMAL: number
  PROJECTION_ORTHOGRAPHIC: number
  PROJECTION_PERSPECTIVE: number
  FOG_LINEAR: string
  FOG_NONE: string
}
