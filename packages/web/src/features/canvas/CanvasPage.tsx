import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import type { Viewport } from '@xyflow/react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { sanitizeFlowForExport, type TChatflow, type TFlowData, type TUnknownNode } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import * as flowsApi from '../../api/chatflows'
import { takeChatflow } from '../../routes/preload-data'
import { useAppDispatch, useAppSelector } from '../../store'
import { closeCanvas, removeDirty, setChatflow, setDirty } from '../../store/canvasSlice'
import { enqueueSnackbar } from '../../store/notifierSlice'
import { PageLoader } from '../../ui/PageLoader'
import { useConfirm } from '../../ui/useConfirm'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { downloadText, exportFileName } from '../chatflows/export-flow'
import { canvasFlowType, canvasUrl, FLOW_KINDS, unikPath, type FlowKind } from '../chatflows/flow-kinds'
import { chatflowKeys } from '../chatflows/queries'
import { RenameFlowDialog } from '../chatflows/RenameFlowDialog'
import { CanvasChat, type CanvasChatDialog } from '../chat/CanvasChat'
import { ConflictDialog } from './ConflictDialog'
import { FlowCanvas } from './FlowCanvas'
import { CanvasHeader } from './header/CanvasHeader'
import { PublishDialogs, type PublishDialog } from '../publish/PublishDialogs'
import { SaveAsTemplateDialog } from '../templates/SaveAsTemplateDialog'
import { HistoryPanel } from './history/HistoryPanel'
import { useRestoreVersion } from './history/use-restore-version'
import { createEditorState, editorReducer, type EditorState } from './model/editor-reducer'
import { canRedo, canUndo } from './model/history'
import { readHandedFile } from './model/flow-file-kind'
import { newFlowData } from './model/new-flow'
import { DEFAULT_VIEWPORT, toCanvas } from './model/to-canvas'
import { paletteTabsFor } from './palette/palette-groups'
import { EMPTY_FLOW, parseStored, storedJson, toCanvasChatflow } from './stored-flow'
import { useComponentCatalog } from './use-component-catalog'
import { useFlowSave } from './use-flow-save'
import { useLoadFlowFile } from './use-load-flow-file'
import { usePresence } from './use-presence'
import { useUnsavedPrompt } from './use-unsaved-prompt'
import { hasUpsertableVectorStore } from './model/upsertable'
import { upsertFlowVectors } from '../../api/vector-upsert'

const EMPTY_EDITOR: EditorState = createEditorState(EMPTY_FLOW, [], [])

/** The flow editor screen: header, canvas, dialogs; loading, saving, conflicts, presence. */
export default function CanvasPage({ kind }: { kind: FlowKind }) {
  const { unikId = '', flowId } = useParams()
  const [search] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const queryClient = useQueryClient()
  const { t } = useTranslation(['canvas', 'chatflows'])
  const notify = useNotify()
  const errorText = useErrorText()
  const confirm = useConfirm()
  const chatflow = useAppSelector((s) => s.canvas.chatflow)
  const isDirty = useAppSelector((s) => s.canvas.isDirty)
  const descriptors = useAppSelector((s) => s.canvas.componentNodes)

  const nodes = useComponentCatalog()

  // The flow this page created itself is already in the editor: no need to load it again.
  const createdId = useRef<string | undefined>(undefined)
  const stored = useQuery({
    queryKey: chatflowKeys.one(unikId, flowId ?? ''),
    queryFn: () => takeChatflow(unikId, flowId ?? ''),
    enabled: flowId !== undefined && createdId.current !== flowId,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: 'always',
  })

  const [editor, send] = useReducer(editorReducer, EMPTY_EDITOR)
  const editorRef = useRef(editor)
  editorRef.current = editor
  const viewportGetter = useRef<(() => Viewport) | null>(null)
  const [initialViewport, setInitialViewport] = useState<Viewport | undefined>(undefined)
  const [mountKey, setMountKey] = useState(0)
  const [fitToken, setFitToken] = useState(0)
  const [localName, setLocalName] = useState('')
  const [chatDialog, setChatDialog] = useState<CanvasChatDialog>(null)
  const [publishDialog, setPublishDialog] = useState<PublishDialog>(null)
  const [savingAsTemplate, setSavingAsTemplate] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [upserting, setUpserting] = useState(false)
  const loadedFor = useRef<string | null>(null)
  const viewers = usePresence(unikId, chatflow?.id)
  const { allowNextNavigation } = useUnsavedPrompt(isDirty)
  const name = chatflow?.name ?? localName
  const currentViewport = useCallback(() => viewportGetter.current?.() ?? DEFAULT_VIEWPORT, [])
  const placeholder = kind === 'CHATFLOW' ? t('untitledChatflow') : t('untitledAgentflow')
  const flowType = canvasFlowType(kind, chatflow?.type ?? stored.data?.type, search)

  const reportUnknown = useCallback(
    (unknown: readonly TUnknownNode[]) => {
      if (unknown.length === 0) return
      const list = unknown.map((n) => `${n.name} (${n.id})`).join(', ')
      dispatch(
        enqueueSnackbar({
          message: t('unknownNodes', { list }),
          options: { variant: 'warning', autoHideDuration: 12_000 },
        }),
      )
    },
    [dispatch, t],
  )

  const load = useCallback(
    (flow: TChatflow | undefined, remount: boolean) => {
      const data = flow ? parseStored(flow.flowData) : newFlowData(flowType, descriptors)
      const graph = toCanvas(data, descriptors, flow ? storedJson(flow.flowData) : undefined)
      send({ type: 'load', flow: graph.flow, nodes: graph.nodes, edges: graph.edges })
      dispatch(setChatflow(flow ? toCanvasChatflow(flow) : null))
      if (remount) {
        setInitialViewport(data.viewport)
        setMountKey((k) => k + 1)
      }
      reportUnknown(graph.unknownNodes)
    },
    [descriptors, dispatch, reportUnknown, flowType],
  )

  const flowFile = useLoadFlowFile({
    unikId,
    descriptors,
    flowType,
    isSaved: chatflow !== null,
    send,
    onLoaded: () => setFitToken((n) => n + 1),
    reportUnknown,
    allowNextNavigation,
  })
  // A file another canvas handed over ("Load" of another kind of flow) opens as this new flow.
  const handedFile = flowId === undefined ? readHandedFile(location.state) : undefined

  useEffect(() => {
    if (!nodes.isSuccess || descriptors.length === 0) return
    const key = flowId ?? (handedFile ? `file:${location.key}` : 'new')
    if (loadedFor.current === key) return
    if (flowId !== undefined && createdId.current === flowId) {
      loadedFor.current = key
      return
    }
    if (flowId !== undefined && !stored.data) return
    loadedFor.current = key
    load(stored.data, true)
    if (handedFile) {
      setLocalName('')
      flowFile.apply(handedFile)
    }
  }, [nodes.isSuccess, descriptors, flowId, stored.data, load, handedFile, location.key, flowFile])

  useEffect(() => {
    dispatch(editor.revision === editor.cleanRevision ? removeDirty() : setDirty())
  }, [editor.revision, editor.cleanRevision, dispatch])
  useEffect(() => () => void dispatch(closeCanvas()), [dispatch])

  const invalidateLists = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatflowKeys.all(unikId) }),
    [queryClient, unikId],
  )
  const { save, onSave, saving, askName, setAskName, conflict, setConflict, rename } = useFlowSave({
    unikId,
    kind,
    type: flowType,
    name,
    editorRef,
    send,
    currentViewport,
    createdId,
    allowNextNavigation,
    invalidateLists,
    setLocalName,
  })

  const history = useRestoreVersion({
    unikId,
    flowId: chatflow?.id,
    loadedVersion: chatflow?.version,
    isDirty,
    onRestored: (flow) => {
      load(flow, false)
      setFitToken((n) => n + 1)
      void invalidateLists()
    },
    onConflict: setConflict,
  })
  const currentFlow = useCallback(() => editorRef.current.history.present, [])
  const asOnCanvas = useCallback((flow: TFlowData) => toCanvas(flow, descriptors).flow, [descriptors])

  const reload = async () => {
    if (!chatflow) return
    try {
      const fresh = await flowsApi.getChatflow(unikId, chatflow.id)
      setConflict(null)
      load(fresh, false)
      setFitToken((n) => n + 1)
    } catch (error) {
      notify.error(error)
    }
  }

  const duplicate = async () => {
    if (!chatflow) return
    try {
      const copy = await flowsApi.duplicateChatflow(unikId, chatflow.id)
      notify.success(t('chatflows:duplicated'))
      void invalidateLists()
      void navigate(canvasUrl(unikId, kind, copy.id))
    } catch (error) {
      notify.error(error, t('chatflows:duplicateFailed'))
    }
  }

  const exportJson = () => {
    const { present } = editorRef.current.history
    const json = JSON.stringify(
      sanitizeFlowForExport({ nodes: present.nodes, edges: present.edges, viewport: currentViewport() }),
      null,
      2,
    )
    downloadText(exportFileName(name || placeholder), json)
  }

  const upsert = async () => {
    if (!chatflow) return
    setUpserting(true)
    try {
      notify.success(t('header.upserted', await upsertFlowVectors(chatflow.id)))
    } catch (error) {
      notify.error(error, t('header.upsertFailed'))
    } finally {
      setUpserting(false)
    }
  }

  const remove = async () => {
    if (!chatflow) return
    const ok = await confirm({
      title: t('chatflows:deleteTitle'),
      description: t('chatflows:deleteDescription', { name: chatflow.name }),
      confirmButtonName: t('settings.delete'),
    })
    if (!ok) return
    try {
      await flowsApi.deleteChatflow(unikId, chatflow.id)
      send({ type: 'markClean' })
      allowNextNavigation()
      void invalidateLists()
      void navigate(unikPath(unikId, FLOW_KINDS[kind].listPath))
    } catch (error) {
      notify.error(error)
    }
  }

  const failed = nodes.error ?? stored.error
  if (failed) {
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button onClick={() => void navigate(unikPath(unikId, FLOW_KINDS[kind].listPath))}>
              {t('header.back')}
            </Button>
          }
        >
          {errorText(failed)}
        </Alert>
      </Box>
    )
  }
  if (mountKey === 0) return <PageLoader />

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <CanvasHeader
        name={name}
        placeholder={placeholder}
        isDirty={isDirty}
        isNew={!chatflow}
        saving={saving}
        canUndo={canUndo(editor.history)}
        canRedo={canRedo(editor.history)}
        viewers={viewers}
        onBack={() => void navigate(unikPath(unikId, FLOW_KINDS[kind].listPath))}
        onRename={(next) => void rename(next)}
        onSave={onSave}
        onUndo={() => send({ type: 'undo' })}
        onRedo={() => send({ type: 'redo' })}
        onDuplicate={() => void duplicate()}
        onSaveAsTemplate={() => setSavingAsTemplate(true)}
        onExport={exportJson}
        onLoadFile={(file) => void flowFile.load(file)}
        onDelete={() => void remove()}
        onViewMessages={() => setChatDialog('messages')}
        onLogs={() => setChatDialog('logs')}
        onShare={() => setPublishDialog('share')}
        onConfiguration={() => setPublishDialog('config')}
        onViewLeads={() => setPublishDialog('leads')}
        onPublishExport={() => setPublishDialog('publishExport')}
        onHistory={() => setHistoryOpen(true)}
        {...(hasUpsertableVectorStore(editor.history.present)
          ? { onUpsert: () => void upsert(), upserting }
          : {})}
      />
      {chatflow && (
        <HistoryPanel
          open={historyOpen}
          unikId={unikId}
          flowId={chatflow.id}
          loadedVersion={chatflow.version}
          currentFlow={currentFlow}
          asOnCanvas={asOnCanvas}
          restoring={history.restoring}
          onRestore={(version) => void history.restore(version)}
          onClose={() => setHistoryOpen(false)}
        />
      )}
      <PublishDialogs
        unikId={unikId}
        flowId={chatflow?.id}
        flowName={name || placeholder}
        dialog={publishDialog}
        onClose={() => setPublishDialog(null)}
      />
      <Box sx={{ flexGrow: 1, position: 'relative' }}>
        <FlowCanvas
          key={mountKey}
          unikId={unikId}
          state={editor}
          dispatch={send}
          descriptors={descriptors}
          paletteTabs={paletteTabsFor(flowType)}
          initialViewport={initialViewport}
          viewportGetter={viewportGetter}
          fitToken={fitToken}
          onSave={onSave}
        />
        <CanvasChat
          unikId={unikId}
          flowId={chatflow?.id}
          flowName={name || placeholder}
          flowVersion={chatflow?.version}
          isDirty={isDirty}
          onSave={onSave}
          dialog={chatDialog}
          onCloseDialog={() => setChatDialog(null)}
        />
      </Box>
      {askName && (
        <RenameFlowDialog
          open
          title={t('saveTitle')}
          initialName=""
          onClose={() => setAskName(false)}
          onSubmit={(next) => {
            setAskName(false)
            setLocalName(next)
            void save({ name: next })
          }}
        />
      )}
      {savingAsTemplate && chatflow && (
        <SaveAsTemplateDialog
          unikId={unikId}
          source={{ chatflowId: chatflow.id }}
          initialName={name}
          onClose={() => setSavingAsTemplate(false)}
        />
      )}
      <ConflictDialog
        details={conflict}
        busy={saving}
        onClose={() => setConflict(null)}
        onReload={() => void reload()}
        onOverwrite={() => void save({ version: conflict?.currentVersion })}
      />
    </Box>
  )
}
