import type { TSceneIR, TSceneLight, TSceneObject } from '../scene-types'

const v = (x: number, y: number, z: number) => ({ x, y, z })

function object(
  id: string,
  shape: TSceneObject['shape'],
  x: number,
  color: string,
  extra: Partial<TSceneObject> = {},
) {
  const o: TSceneObject = {
    id,
    name: id,
    shape,
    position: v(x, 1, -3),
    rotation: v(0, 30, 0),
    scale: v(1, 1, 1),
    color,
    width: 1,
    height: 1,
    depth: 1,
    radius: 0.5,
    ...extra,
  }
  return o
}

const light = (id: string, type: TSceneLight['type'], extra: Partial<TSceneLight> = {}): TSceneLight => ({
  id,
  type,
  color: '#ffffff',
  groundColor: '#336633',
  intensity: 1,
  position: v(2, 4, 3),
  castShadow: false,
  ...extra,
})

/**
 * The sample scene every builder test renders: a two-question quiz over every shape, light type and
 * scene setting, a lead form and a results scene. A hostile name and texts check escaping; `modelUrl`
 * (a tiny glTF the test serves) puts one model into the first scene.
 */
export function sampleQuiz(options: { modelUrl?: string; hostile?: string } = {}): TSceneIR {
  const hostile = options.hostile ?? '</script><script>window.__pwned = 1</script>'
  return {
    kind: 'quiz',
    title: 'Sample quiz',
    showPoints: true,
    lead: { name: true, email: true, phone: false },
    scenes: [
      {
        id: 's1',
        name: hostile,
        backgroundColor: '#203040',
        skybox: true,
        fog: true,
        camera: {
          type: 'perspective',
          position: v(0, 1.6, 4),
          rotation: v(-5, 0, 0),
          fov: 70,
          near: 0.1,
          far: 200,
          zoom: 1,
        },
        lights: [
          light('l1', 'directional', { castShadow: true }),
          light('l2', 'ambient', { intensity: 0.4 }),
          light('l3', 'hemisphere', { intensity: 0.5 }),
          light('l4', 'point', { color: '#ffeecc', position: v(0, 3, 0) }),
          light('l5', 'spot', { intensity: 0.8 }),
        ],
        objects: [
          object('box', 'box', -2.5, '#e53935', { name: hostile, width: 1.2, height: 0.8, depth: 0.6 }),
          object('torus', 'torus', 2.5, '#8e24aa', { radius: 0.4 }),
          object('plane', 'plane', 0, '#9e9e9e', {
            position: v(0, 0, -3),
            rotation: v(-90, 0, 0),
            width: 8,
            height: 8,
          }),
          ...(options.modelUrl
            ? [object('model', 'box', 0, '#ffffff', { position: v(0, 2.4, -3), modelUrl: options.modelUrl })]
            : []),
        ],
        texts: [`Welcome ${hostile}`],
        question: {
          id: 'q1',
          text: `Capital of France? ${hostile}`,
          answers: [
            {
              id: 'a1',
              text: 'Paris',
              isCorrect: true,
              points: 10,
              objects: [object('a1-o', 'sphere', -1, '#43a047')],
            },
            {
              id: 'a2',
              text: 'Rome',
              isCorrect: false,
              points: -5,
              objects: [object('a2-o', 'cone', 1, '#fdd835')],
            },
          ],
        },
      },
      {
        id: 's2',
        name: 'Second',
        backgroundColor: '#402020',
        skybox: false,
        fog: false,
        lights: [],
        objects: [object('cyl', 'cylinder', 0, '#1e88e5', { height: 1.5 })],
        texts: [],
        question: {
          id: 'q2',
          text: '2 + 2?',
          answers: [
            {
              id: 'b1',
              text: '4',
              isCorrect: true,
              points: 100,
              objects: [object('b1-o', 'box', -1, '#00897b')],
            },
            {
              id: 'b2',
              text: '5',
              isCorrect: false,
              points: 0,
              objects: [object('b2-o', 'box', 1, '#f4511e')],
            },
          ],
        },
      },
    ],
    results: {
      id: 'r',
      name: 'Results',
      backgroundColor: '#102010',
      skybox: false,
      fog: false,
      lights: [],
      objects: [object('trophy', 'cone', 0, '#ffd700')],
      texts: ['Thanks for playing'],
    },
  }
}
