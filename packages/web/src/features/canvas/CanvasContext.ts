import { createContext, useContext } from 'react'
import type { TFlowData, TPublicNodeDescriptor } from '@unikflow/graph'
import type { SavedFlowRef } from './params/flow-node-options'

/**
 * What node cards need from the editor. Every function is stable for the editor's lifetime, so a
 * memo'd card re-renders only when its own node changes.
 */
export interface CanvasActions {
  unikId: string
  /** The document as it is now (read when a menu opens; never a render dependency). */
  getFlow: () => TFlowData
  getDescriptor: (name: string) => TPublicNodeDescriptor | undefined
  /** The saved flow on the canvas and whether it has unsaved edits; none for a new flow (or a preview). */
  getSavedFlow?: () => SavedFlowRef | undefined
  setInput: (nodeId: string, name: string, value: unknown) => void
  setCredential: (nodeId: string, credentialId: string) => void
  setOutput: (nodeId: string, anchorName: string, optionName: string) => void
  setLabel: (nodeId: string, label: string) => void
  setCondition: (nodeId: string, inputName: string, value: unknown) => void
  duplicateNode: (nodeId: string) => void
  deleteNode: (nodeId: string) => void
  deleteEdge: (edgeId: string) => void
}

export const CanvasActionsContext = createContext<CanvasActions | null>(null)

export function useCanvasActions(): CanvasActions {
  const actions = useContext(CanvasActionsContext)
  if (!actions) throw new Error('useCanvasActions outside the canvas')
  return actions
}
