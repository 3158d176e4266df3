import { useEffect, useRef, type RefObject } from 'react'
import type { TChatflow } from '@unikflow/graph'
import type { HandedFlowFile } from '../model/flow-file-kind'

/**
 * Opens the page's flow once the catalogue is in: the stored one (unless this page just created it and
 * has it already), a file another canvas handed over, or a new flow. Once per flow id (or handed file).
 */
export function useOpenFlow(options: {
  ready: boolean
  flowId: string | undefined
  stored: TChatflow | undefined
  createdId: RefObject<string | undefined>
  handedFile: HandedFlowFile | undefined
  locationKey: string
  load: (flow: TChatflow | undefined, remount: boolean) => void
  applyFile: (file: HandedFlowFile) => void
  clearName: () => void
}) {
  const { ready, flowId, stored, createdId, handedFile, locationKey, load, applyFile, clearName } = options
  const loadedFor = useRef<string | null>(null)
  useEffect(() => {
    if (!ready) return
    const key = flowId ?? (handedFile ? `file:${locationKey}` : 'new')
    if (loadedFor.current === key) return
    if (flowId !== undefined && createdId.current === flowId) {
      loadedFor.current = key
      return
    }
    if (flowId !== undefined && !stored) return
    loadedFor.current = key
    load(stored, true)
    if (handedFile) {
      clearName()
      applyFile(handedFile)
    }
  }, [ready, flowId, stored, load, handedFile, locationKey, applyFile, clearName, createdId])
}
