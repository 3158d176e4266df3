import { ParamTypes } from '../input-kinds'
import type { TNodeData } from '../schema/node-data'
import type { TBuiltOutputs } from '../flow/build-output-anchors'
import { buildConditionOutputAnchor } from './build-condition-output-anchor'
import { ConditionModes, getConditionOutputNames } from './get-condition-output-names'

/**
 * For a node with a `conditionFunction` param, the outputs its saved conditions define; undefined
 * when it has none yet (the descriptor's outputs apply). The selected tab is stored as Flowise does,
 * under `${tabIdentifier}_${nodeId}`.
 */
export function deriveConditionOutputs(data: TNodeData): TBuiltOutputs | undefined {
  const param = data.inputParams.find((p) => p.type === ParamTypes.ConditionFunction)
  if (!param?.tabs) return undefined
  const selected = param.tabIdentifier ? data.inputs[`${param.tabIdentifier}_${data.id}`] : undefined
  const tabName = typeof selected === 'string' && selected.length > 0 ? selected : param.tabs[0]?.name
  const tab = param.tabs.find((t) => t.name === tabName)
  if (!tab) return undefined
  const mode = tab.type === ParamTypes.Datagrid ? ConditionModes.Table : ConditionModes.Code
  const names = getConditionOutputNames(data.inputs[tab.name], mode)
  return names.ok ? buildConditionOutputAnchor(data.id, names.value) : undefined
}
