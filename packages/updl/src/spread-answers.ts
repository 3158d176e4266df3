import type { TAnswer, TSceneObject } from './scene-types'

/** Space between the answers' objects when they are set apart, in metres. */
const GAP = 0.5

/** Half the largest extent of an object (scaled), the radius of a sphere it fits in. */
function reach(o: TSceneObject): number {
  const size = o.shape === 'sphere' ? o.radius * 2 : Math.max(o.width, o.height, o.depth)
  return (size * Math.max(Math.abs(o.scale.x), Math.abs(o.scale.y), Math.abs(o.scale.z))) / 2
}

function touches(a: TSceneObject, b: TSceneObject): boolean {
  const d = Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y, a.position.z - b.position.z)
  return d < reach(a) + reach(b)
}

function answersCollide(answers: readonly TAnswer[]): boolean {
  return answers.some((a, i) =>
    answers.slice(i + 1).some((b) => a.objects.some((oa) => b.objects.some((ob) => touches(oa, ob)))),
  )
}

/**
 * The answers of one question, their objects set apart when objects of different answers would sit
 * inside one another (a new Object node stands at the origin: every answer's would be drawn in one
 * place, and a click could not tell them apart). Each answer's objects move together along X, centred
 * on their answer's slot, the answers side by side in reading order around the middle; answers whose
 * objects already stand apart keep the author's positions.
 */
export function spreadAnswers(answers: readonly TAnswer[]): readonly TAnswer[] {
  if (!answersCollide(answers)) return answers
  const widths = answers.map((a) => Math.max(0, ...a.objects.map((o) => reach(o) * 2)))
  const slot = Math.max(...widths) + GAP
  const first = -((answers.length - 1) * slot) / 2
  return answers.map((answer, i) => {
    const xs = answer.objects.map((o) => o.position.x)
    const shift = first + i * slot - (Math.min(...xs) + Math.max(...xs)) / 2
    return {
      ...answer,
      objects: answer.objects.map((o) => ({ ...o, position: { ...o.position, x: o.position.x + shift } })),
    }
  })
}
