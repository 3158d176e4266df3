/**
 * The part of three.js the view uses, as it reaches the page (`import * as THREE from <three's URL>`):
 * described here rather than taken from `@types/three`, which would be a dependency for these few names.
 */
type TXyz = { x: number; y: number; z: number }
type TVector3 = TXyz & { project(camera: TCamera): TVector3 }
type TSettable = { set(x: number, y: number, z: number, order?: string): void }
type TColor = { readonly isColor: true }

export type TObject3D = {
  name: string
  userData: Record<string, unknown>
  parent: TObject3D | null
  readonly position: TSettable
  readonly rotation: TSettable & { x: number }
  readonly scale: TSettable
  castShadow: boolean
  receiveShadow: boolean
  isMesh?: boolean
  add(...children: TObject3D[]): void
  traverse(visit: (o: TObject3D) => void): void
  getWorldPosition(target: TVector3): TVector3
  updateMatrixWorld(): void
}
export type TLight = TObject3D & { shadow?: { mapSize: { set(w: number, h: number): void } } }
export type TCamera = TObject3D & {
  zoom: number
  isPerspectiveCamera?: boolean
  aspect: number
  left: number
  right: number
  updateProjectionMatrix(): void
}
export type TScene3 = TObject3D & { background: TColor | null; fog: unknown }

type TGeometry = { readonly isBufferGeometry: true }
type TMaterial = { readonly isMaterial: true }
type New<Args extends unknown[], T> = new (...args: Args) => T

export type TThree = {
  WebGLRenderer: New<
    [{ canvas: HTMLCanvasElement; antialias: boolean }],
    {
      setPixelRatio(ratio: number): void
      shadowMap: { enabled: boolean }
      setSize(w: number, h: number, updateStyle: boolean): void
      setAnimationLoop(loop: () => void): void
      render(scene: TScene3, camera: TCamera): void
    }
  >
  Scene: New<[], TScene3>
  Group: New<[], TObject3D>
  Mesh: New<[TGeometry, TMaterial], TObject3D>
  Color: New<[string | TColor], TColor>
  Fog: New<[TColor, number, number], unknown>
  BoxGeometry: New<[number, number, number], TGeometry>
  SphereGeometry: New<[number, number, number], TGeometry>
  CylinderGeometry: New<[number, number, number, number], TGeometry>
  PlaneGeometry: New<[number, number], TGeometry>
  TorusGeometry: New<[number, number, number, number], TGeometry>
  ConeGeometry: New<[number, number, number], TGeometry>
  CircleGeometry: New<[number, number], TGeometry>
  MeshStandardMaterial: New<[{ color: string; side: number }], TMaterial>
  MeshBasicMaterial: New<
    [{ color: TColor; side?: number; fog?: boolean; transparent?: boolean; opacity?: number }],
    TMaterial
  >
  AmbientLight: New<[TColor, number], TLight>
  HemisphereLight: New<[TColor, TColor, number], TLight>
  PointLight: New<[TColor, number, number, number], TLight>
  SpotLight: New<[TColor, number, number, number, number, number], TLight>
  DirectionalLight: New<[TColor, number], TLight>
  PerspectiveCamera: New<[number, number, number, number], TCamera>
  OrthographicCamera: New<[number, number, number, number, number, number], TCamera>
  Raycaster: New<
    [],
    {
      setFromCamera(ndc: unknown, camera: TCamera): void
      intersectObjects(objects: TObject3D[], recursive: boolean): { object: TObject3D }[]
    }
  >
  Vector2: New<[number, number], unknown>
  Vector3: New<[], TVector3>
  MathUtils: { degToRad(degrees: number): number }
  FrontSide: number
  BackSide: number
  DoubleSide: number
}

/** three.js's GLTFLoader module (imported by URL when a scene shows a model). */
export type TGltfLoaderModule = {
  GLTFLoader: New<
    [],
    {
      load(
        url: string,
        onLoad: (gltf: { scene: TObject3D }) => void,
        onProgress: undefined,
        onError: (error: unknown) => void,
      ): void
    }
  >
}
