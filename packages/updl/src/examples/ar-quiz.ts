import { checkFlowData, type TFlowData } from '@unikflow/graph'
import example from './ar-quiz.flow.json'

/**
 * The bundled "AR quiz" example a new user can open: two questions with a right (+10) and a wrong (−5)
 * answer each, objects shown with the answers, a name/email lead form, points and a results space.
 * Built from the real node descriptors (so it opens on the canvas as saved there).
 */
export function arQuizExampleFlow(): TFlowData {
  const flow = checkFlowData(example)
  if (!flow.ok) throw new Error(`The AR quiz example is not a flow: ${flow.error[0]?.message ?? ''}`)
  return flow.value
}
