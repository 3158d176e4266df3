import type { TInputParam, TNodeData, TPublicNodeDescriptor } from '@unikflow/graph'
import { isInputVisible } from '../model/display-conditions'

/** Which of a node's inputs its card shows where. */
export interface CardInputs {
  /** Inputs taking a connection, each with its handle on the left. */
  anchors: TInputParam[]
  /** Whether the node itself is the edge's target (a handle on its header). */
  nodeTarget: boolean
  /** Params edited on the card. */
  params: TInputParam[]
  /** Params edited in the dialog its "more" button opens. */
  additional: TInputParam[]
}

export function cardInputs(data: TNodeData, descriptor: TPublicNodeDescriptor | undefined): CardInputs {
  const known = descriptor !== undefined
  const v2 = descriptor?.capabilities?.agentflowV2
  const visible = (i: TInputParam) => isInputVisible(i, data)
  return {
    // An unknown node shows every anchor it stores: an edge may end at any of them.
    anchors: known ? data.inputAnchors.filter((i) => !i.additionalParams && visible(i)) : data.inputAnchors,
    // Agentflow v2 edges end at the node itself (target handle = node id), not at an anchor.
    nodeTarget: known ? v2 !== undefined && !v2.noInput : data.inputAnchors.length === 0,
    // Agentflow v2 cards are compact, as Flowise lays them out: every param is edited in the dialog.
    params: v2 ? [] : data.inputParams.filter((i) => !i.additionalParams && visible(i)),
    additional: v2
      ? data.inputParams.filter(visible)
      : [...data.inputParams, ...data.inputAnchors].filter((i) => i.additionalParams),
  }
}
