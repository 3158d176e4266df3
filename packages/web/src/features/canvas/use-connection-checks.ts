import { useCallback, type Dispatch, type RefObject } from 'react'
import type { Connection, FinalConnectionState, IsValidConnection } from '@xyflow/react'
import { addEdge, canConnect, type TConnection, type TIssue } from '@unikflow/graph'
import { toConnection } from './canvas-fields'
import type { EditorAction, EditorState } from './model/editor-reducer'

/** The connection a drag dropped on a handle would make, whichever end the drag started at. */
function droppedConnection(end: FinalConnectionState): TConnection | undefined {
  const { fromHandle, toHandle } = end
  if (!fromHandle?.id || !toHandle?.id) return undefined
  return fromHandle.type === 'source'
    ? {
        source: fromHandle.nodeId,
        sourceHandle: fromHandle.id,
        target: toHandle.nodeId,
        targetHandle: toHandle.id,
      }
    : {
        source: toHandle.nodeId,
        sourceHandle: toHandle.id,
        target: fromHandle.nodeId,
        targetHandle: fromHandle.id,
      }
}

/**
 * Connecting handles on the canvas: graph's `canConnect` decides which connections xyflow offers, a
 * connection made becomes an edge, and one refused (made or dropped on a handle) is explained by `refuse`.
 */
export function useConnectionChecks(options: {
  dispatch: Dispatch<EditorAction>
  stateRef: RefObject<EditorState>
  refuse: (issue: TIssue) => void
}) {
  const { dispatch, stateRef, refuse } = options

  const isValidConnection: IsValidConnection = useCallback(
    (c) => {
      const connection = toConnection(c)
      return connection !== undefined && canConnect(connection, stateRef.current.history.present).ok
    },
    [stateRef],
  )

  const onConnect = useCallback(
    (c: Connection) => {
      const connection = toConnection(c)
      if (!connection) return
      const result = addEdge(stateRef.current.history.present, connection)
      if (!result.ok) return refuse(result.error)
      dispatch({
        type: 'edit',
        edit: (f) => {
          const added = addEdge(f, connection)
          return added.ok ? added.value : { flow: f, changed: false }
        },
      })
    },
    [dispatch, refuse, stateRef],
  )

  // A connection dropped on a handle that refuses it: say why.
  const onConnectEnd = useCallback(
    (_event: MouseEvent | TouchEvent, end: FinalConnectionState) => {
      const connection = end.isValid ? undefined : droppedConnection(end)
      if (!connection) return
      const verdict = canConnect(connection, stateRef.current.history.present)
      if (!verdict.ok) refuse(verdict.error)
    },
    [refuse, stateRef],
  )

  return { isValidConnection, onConnect, onConnectEnd }
}
