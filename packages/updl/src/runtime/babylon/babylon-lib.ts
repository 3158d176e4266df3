/**
 * The part of Babylon.js the view uses, as the page has it (the `BABYLON` global of babylon.js and
 * babylonjs.loaders.js): described here rather than taken from the `babylonjs` package's declarations.
 */
type New<Args extends unknown[], T> = new (...args: Args) => T

type TBVector3 = {
  x: number
  y: number
  z: number
  scale(f: number): TBVector3
  normalize(): TBVector3
}
export type TBColor3 = { r: number; g: number; b: number; scale(f: number): TBColor3 }
export type TBScene = {
  useRightHandedSystem: boolean
  clearColor: unknown
  ambientColor: TBColor3
  fogMode: number
  fogColor: TBColor3
  fogStart: number
  fogEnd: number
  render(): void
  pick(
    x: number,
    y: number,
    predicate: (m: TBNode) => boolean,
  ): { hit: boolean; pickedMesh: TBNode | null } | null
  updateTransformMatrix(force: boolean): void
  getTransformMatrix(): unknown
}
type TBMaterial = {
  diffuseColor: TBColor3
  specularColor: TBColor3
  emissiveColor: TBColor3
  backFaceCulling: boolean
  disableLighting: boolean
  fogEnabled: boolean
  alpha: number
}
export type TBNode = {
  parent: TBNode | null
  position: TBVector3
  rotation: TBVector3
  scaling: TBVector3
  metadata: { answerId: string | null } | null
  material: TBMaterial | null
  receiveShadows: boolean
  isPickable: boolean
  getClassName(): string
  bakeCurrentTransformIntoVertices(): void
  computeWorldMatrix(force: boolean): void
  getAbsolutePosition(): TBVector3
}
type TBLight = {
  groundColor: TBColor3
  specular: TBColor3
  diffuse: TBColor3
  intensity: number
  position: TBVector3
}
export type TBShadowGenerator = { usePercentageCloserFiltering: boolean; addShadowCaster(mesh: TBNode): void }
export type TBCamera = {
  rotation: TBVector3
  fov: number
  minZ: number
  maxZ: number
  mode: number
  orthoTop: number
  orthoBottom: number
  orthoLeft: number
  orthoRight: number
  inputs: { clear(): void }
  viewport: { toGlobal(w: number, h: number): unknown }
}
export type TBEngine = {
  resize(): void
  runRenderLoop(render: () => void): void
  getRenderWidth(): number
  getRenderHeight(): number
}
type TShape = Record<string, number | undefined>

export type TBabylon = {
  Engine: New<[HTMLCanvasElement, boolean, { stencil: boolean }], TBEngine>
  Scene: New<[TBEngine], TBScene> & { FOGMODE_LINEAR: number }
  Vector3: New<[number, number, number], TBVector3> & {
    Project(v: TBVector3, world: unknown, transform: unknown, viewport: unknown): TBVector3
  }
  Color3: New<[number, number, number], TBColor3> & {
    FromHexString(hex: string): TBColor3
    Black(): TBColor3
  }
  Color4: New<[number, number, number, number], unknown>
  Matrix: { Identity(): unknown }
  Mesh: { DOUBLESIDE: number; BACKSIDE: number }
  MeshBuilder: Record<
    'CreateBox' | 'CreateSphere' | 'CreateCylinder' | 'CreatePlane' | 'CreateTorus' | 'CreateDisc',
    (name: string, shape: TShape, scene: TBScene) => TBNode
  >
  TransformNode: New<[string, TBScene], TBNode>
  StandardMaterial: New<[string, TBScene], TBMaterial>
  ImportMeshAsync(url: string, scene: TBScene): Promise<{ meshes: TBNode[] }>
  HemisphericLight: New<[string, TBVector3, TBScene], TBLight>
  PointLight: New<[string, TBVector3, TBScene], TBLight>
  SpotLight: New<[string, TBVector3, TBVector3, number, number, TBScene], TBLight>
  DirectionalLight: New<[string, TBVector3, TBScene], TBLight>
  ShadowGenerator: New<[number, TBLight], TBShadowGenerator>
  UniversalCamera: New<[string, TBVector3, TBScene], TBCamera>
  Camera: { ORTHOGRAPHIC_CAMERA: number }
}
