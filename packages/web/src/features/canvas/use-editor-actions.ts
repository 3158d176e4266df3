import { useMemo, type Dispatch, type RefObject } from 'react'
import { useStore } from 'react-redux'
import { deleteEdge, deleteNode, duplicateNode, type TPublicNodeDescriptor } from '@unikflow/graph'
import type { RootState } from '../../store'
import type { CanvasActions } from './CanvasContext'
import type { EditorAction, EditorState } from './model/editor-reducer'
import {
  setCanvasNodeInput,
  setConditionInput,
  setNodeCredential,
  setNodeLabel,
  setNodeOutput,
} from './model/node-edits'
import { wouldAddSecondStart } from './model/single-start'

/**
 * The edits node cards make, stable for the editor's lifetime (they read the state through refs).
 * `onSecondStart` is told when a duplicate would give the flow a second Start node, which is refused.
 */
export function useEditorActions(options: {
  unikId: string
  dispatch: Dispatch<EditorAction>
  stateRef: RefObject<EditorState>
  byNameRef: RefObject<ReadonlyMap<string, TPublicNodeDescriptor>>
  onSecondStart: RefObject<() => void>
}): CanvasActions {
  const { unikId, dispatch, stateRef, byNameRef, onSecondStart } = options
  const store = useStore<RootState>()
  return useMemo<CanvasActions>(
    () => ({
      unikId,
      getFlow: () => stateRef.current.history.present,
      getSavedFlow: () => {
        const { chatflow } = store.getState().canvas
        const { revision, cleanRevision } = stateRef.current
        return chatflow
          ? { id: chatflow.id, version: chatflow.version, dirty: revision !== cleanRevision }
          : undefined
      },
      getDescriptor: (name) => byNameRef.current.get(name),
      setInput: (nodeId, name, value) =>
        dispatch({
          type: 'edit',
          edit: (f) => setCanvasNodeInput(f, nodeId, name, value, (n) => byNameRef.current.get(n)),
          key: `input:${nodeId}:${name}`,
        }),
      setCondition: (nodeId, name, value) =>
        dispatch({
          type: 'edit',
          edit: (f) => setConditionInput(f, nodeId, name, value),
          key: `input:${nodeId}:${name}`,
        }),
      setCredential: (nodeId, id) =>
        dispatch({ type: 'edit', edit: (f) => setNodeCredential(f, nodeId, id) }),
      setOutput: (nodeId, anchor, option) =>
        dispatch({ type: 'edit', edit: (f) => setNodeOutput(f, nodeId, anchor, option) }),
      setLabel: (nodeId, label) =>
        dispatch({ type: 'edit', edit: (f) => setNodeLabel(f, nodeId, label), key: `label:${nodeId}` }),
      duplicateNode: (nodeId) => {
        const flow = stateRef.current.history.present
        const name = flow.nodes.find((n) => n.id === nodeId)?.data.name ?? ''
        if (wouldAddSecondStart(flow, name)) return onSecondStart.current()
        dispatch({
          type: 'edit',
          edit: (f) => {
            const r = duplicateNode(f, nodeId)
            return { ...r, select: r.nodeId === undefined ? [] : [r.nodeId] }
          },
        })
      },
      deleteNode: (nodeId) => dispatch({ type: 'edit', edit: (f) => deleteNode(f, nodeId) }),
      deleteEdge: (edgeId) => dispatch({ type: 'edit', edit: (f) => deleteEdge(f, edgeId) }),
    }),
    [unikId, dispatch, stateRef, byNameRef, onSecondStart, store],
  )
}
