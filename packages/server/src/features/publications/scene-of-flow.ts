import { ErrorCodes, parseFlowData, PublishMessages } from '@unikflow/graph'
import { buildScene, UpdlIssueCodes, type TSceneIR } from '@unikflow/updl'
import { AppError } from '../../errors/app-error'

/**
 * The scene a flow's UPDL nodes make, or a 422: 'No UPDL nodes found in this flow' when it has none,
 * 'Failed to generate AR scene' with the wiring issues in `details.issues` otherwise.
 */
export function sceneOfFlow(flowData: string): TSceneIR {
  const flow = parseFlowData(flowData)
  if (!flow.ok)
    throw new AppError(422, ErrorCodes.SceneInvalid, PublishMessages.failedToGenerate, {
      details: { issues: flow.error.map((i) => i.message) },
    })
  const scene = buildScene(flow.value)
  if (scene.ok) return scene.value
  if (scene.error.some((i) => i.code === UpdlIssueCodes.NoUpdlNodes))
    throw new AppError(422, ErrorCodes.NoUpdlNodes, PublishMessages.noUpdlNodes)
  throw new AppError(422, ErrorCodes.SceneInvalid, PublishMessages.failedToGenerate, {
    details: { issues: scene.error.map((i) => ({ code: i.code, message: i.message, nodeId: i.nodeId })) },
  })
}
