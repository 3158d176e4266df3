import { useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import type { TChatflow } from '@unikflow/graph'
import { FLOW_KINDS, unikPath } from '../../chatflows/flow-kinds'
import { PublishDialogs } from '../../publish/PublishDialogs'
import { useFlowSave } from '../use-flow-save'
import { usePresence } from '../use-presence'
import { FlowHeader } from './FlowHeader'
import { FlowHistory } from './FlowHistory'
import { FlowSaveDialogs } from './FlowSaveDialogs'
import { FlowWorkspace } from './FlowWorkspace'
import type { CanvasDocument } from './use-canvas-document'
import { useCanvasDialogs } from './use-canvas-dialogs'
import { useDeleteFlow } from './use-delete-flow'
import { useFlowCommands } from './use-flow-commands'
import { useReloadFlow } from './use-reload-flow'

/** The open flow's editor: header, history, publishing, the canvas with its chat, and saving's dialogs. */
export function CanvasEditor({ doc }: { doc: CanvasDocument }) {
  const { unikId, kind, chatflow } = doc
  const navigate = useNavigate()
  const dialogs = useCanvasDialogs()
  const viewers = usePresence(unikId, chatflow?.id)
  const { save, onSave, saving, askName, setAskName, conflict, setConflict, rename } = useFlowSave({
    ...doc,
    type: doc.flowType,
  })
  const reopen = (flow: TChatflow) => {
    doc.load(flow, false)
    doc.refit()
  }
  const reload = useReloadFlow({
    unikId,
    chatflow,
    onReloaded: (fresh) => {
      setConflict(null)
      reopen(fresh)
    },
  })
  const commands = useFlowCommands({ ...doc, fileName: doc.name || doc.placeholder })
  const remove = useDeleteFlow(doc)
  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <FlowHeader
        name={doc.name}
        placeholder={doc.placeholder}
        isDirty={doc.isDirty}
        isNew={!chatflow}
        saving={saving}
        viewers={viewers}
        onBack={() => void navigate(unikPath(unikId, FLOW_KINDS[kind].listPath))}
        onRename={(next) => void rename(next)}
        onSave={onSave}
        editor={doc.editor}
        send={doc.send}
        descriptors={doc.descriptors}
        dialogs={dialogs}
        commands={{
          duplicate: () => void commands.duplicate(),
          exportJson: commands.exportJson,
          upsert: () => void commands.upsert(),
          upserting: commands.upserting,
        }}
        onLoadFile={(file) => void doc.flowFile.load(file)}
        onDelete={() => void remove()}
      />
      <FlowHistory
        open={dialogs.historyOpen}
        releasesOpen={dialogs.releasesOpen}
        onReleasesClose={() => dialogs.setReleasesOpen(false)}
        unikId={unikId}
        chatflow={chatflow}
        isDirty={doc.isDirty}
        editorRef={doc.editorRef}
        descriptors={doc.descriptors}
        onRestored={(flow) => {
          reopen(flow)
          void doc.invalidateLists()
        }}
        onConflict={setConflict}
        onClose={() => dialogs.setHistoryOpen(false)}
      />
      <PublishDialogs
        unikId={unikId}
        flowId={chatflow?.id}
        flowName={doc.name || doc.placeholder}
        dialog={dialogs.publish}
        onClose={() => dialogs.setPublish(null)}
      />
      <FlowWorkspace doc={doc} dialogs={dialogs} onSave={onSave} />
      <FlowSaveDialogs
        unikId={unikId}
        chatflowId={chatflow?.id}
        name={doc.name}
        askName={askName}
        onNamed={(next) => {
          setAskName(false)
          if (next === undefined) return
          doc.setLocalName(next)
          void save({ name: next })
        }}
        savingAsTemplate={dialogs.savingAsTemplate}
        onTemplateClosed={() => dialogs.setSavingAsTemplate(false)}
        conflict={conflict}
        saving={saving}
        onConflictClosed={() => setConflict(null)}
        onReload={() => void reload()}
        onOverwrite={() => void save({ version: conflict?.currentVersion })}
      />
    </Box>
  )
}
