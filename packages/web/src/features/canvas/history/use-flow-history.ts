import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { diffFlows, parseFlowDataOrEmpty, type TFlowData } from '@unikflow/graph'
import { getFlowHistorySettings, getFlowVersion, listFlowVersions } from '../../../api/flow-versions'
import { flowVersionKeys } from './flow-version-keys'

/** The History panel's data while it is open: the versions, the retention, the picked version and its diff
 *  against the canvas as it is now. */
export function useFlowHistory({
  open,
  unikId,
  flowId,
  currentFlow,
  asOnCanvas,
}: {
  open: boolean
  unikId: string
  flowId: string
  currentFlow: () => TFlowData
  asOnCanvas: (flow: TFlowData) => TFlowData
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const versions = useQuery({
    queryKey: flowVersionKeys.list(unikId, flowId),
    queryFn: () => listFlowVersions(unikId, flowId),
    enabled: open,
    staleTime: 0,
  })
  const retention = useQuery({
    queryKey: ['uniks', unikId, 'flow-history'],
    queryFn: () => getFlowHistorySettings(unikId),
    enabled: open,
  })
  const selected = versions.data?.find((v) => v.id === selectedId)
  const detail = useQuery({
    queryKey: [...flowVersionKeys.list(unikId, flowId), 'one', selectedId],
    queryFn: () => getFlowVersion(unikId, flowId, selectedId ?? ''),
    enabled: open && selectedId !== null,
    staleTime: Infinity,
  })
  // Against the canvas as it is now (unsaved edits included); cheap for graphs of a few hundred nodes.
  const diff = detail.data
    ? diffFlows(currentFlow(), asOnCanvas(parseFlowDataOrEmpty(detail.data.flowData)))
    : undefined
  return { selectedId, setSelectedId, versions, retention, selected, detail, diff }
}
