import { useCallback, useState } from 'react'
import { useLocation, useParams, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../store'
import { canvasFlowType, type FlowKind } from '../../chatflows/flow-kinds'
import { chatflowKeys } from '../../chatflows/queries'
import { readHandedFile } from '../model/flow-file-kind'
import { useComponentCatalog } from '../use-component-catalog'
import { useLoadFlowFile } from '../use-load-flow-file'
import { useUnsavedPrompt } from '../use-unsaved-prompt'
import { useEditorState } from './use-editor-state'
import { useFlowLoader } from './use-flow-loader'
import { useOpenFlow } from './use-open-flow'
import { useReportUnknown } from './use-report-unknown'
import { useStoredChatflow } from './use-stored-chatflow'

/**
 * The flow the canvas page edits: the route's flow (or a new one, or a handed file) opened in the editor
 * once the node catalogue is in, its name, type and unsaved state, and loading a flow file into it.
 */
export function useCanvasDocument(kind: FlowKind) {
  const { unikId = '', flowId } = useParams()
  const [search] = useSearchParams()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { t } = useTranslation(['canvas'])
  const chatflow = useAppSelector((s) => s.canvas.chatflow)
  const isDirty = useAppSelector((s) => s.canvas.isDirty)
  const descriptors = useAppSelector((s) => s.canvas.componentNodes)
  const catalogue = useComponentCatalog()
  const { stored, createdId } = useStoredChatflow(unikId, flowId)
  const state = useEditorState()
  const [localName, setLocalName] = useState('')
  const clearName = useCallback(() => setLocalName(''), [])
  const { allowNextNavigation } = useUnsavedPrompt(isDirty)
  const flowType = canvasFlowType(kind, chatflow?.type ?? stored.data?.type, search)
  const reportUnknown = useReportUnknown()
  const loader = useFlowLoader({ descriptors, flowType, send: state.send, reportUnknown })
  const flowFile = useLoadFlowFile({
    unikId,
    descriptors,
    flowType,
    isSaved: chatflow !== null,
    send: state.send,
    onLoaded: state.refit,
    reportUnknown,
    allowNextNavigation,
  })
  useOpenFlow({
    ready: catalogue.isSuccess && descriptors.length > 0,
    flowId,
    stored: stored.data,
    createdId,
    // A file another canvas handed over ("Load" of another kind of flow) opens as this new flow.
    handedFile: flowId === undefined ? readHandedFile(location.state) : undefined,
    locationKey: location.key,
    load: loader.load,
    applyFile: flowFile.apply,
    clearName,
  })
  const invalidateLists = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatflowKeys.all(unikId) }),
    [queryClient, unikId],
  )
  return {
    ...state,
    ...loader,
    unikId,
    kind,
    flowType,
    chatflow,
    isDirty,
    descriptors,
    failed: catalogue.error ?? stored.error,
    createdId,
    name: chatflow?.name ?? localName,
    setLocalName,
    placeholder: kind === 'CHATFLOW' ? t('untitledChatflow') : t('untitledAgentflow'),
    flowFile,
    allowNextNavigation,
    invalidateLists,
  }
}

export type CanvasDocument = ReturnType<typeof useCanvasDocument>
