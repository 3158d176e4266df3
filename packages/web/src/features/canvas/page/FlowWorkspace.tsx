import Box from '@mui/material/Box'
import { CanvasChat } from '../../chat/CanvasChat'
import { FlowCanvas } from '../FlowCanvas'
import { paletteTabsFor } from '../palette/palette-groups'
import type { CanvasDocument } from './use-canvas-document'
import type { CanvasDialogs } from './use-canvas-dialogs'

/** The canvas itself and its chat beside it. */
export function FlowWorkspace({
  doc,
  dialogs,
  onSave,
}: {
  doc: CanvasDocument
  dialogs: CanvasDialogs
  onSave: () => void
}) {
  return (
    <Box sx={{ flexGrow: 1, position: 'relative' }}>
      <FlowCanvas
        key={doc.mountKey}
        unikId={doc.unikId}
        state={doc.editor}
        dispatch={doc.send}
        descriptors={doc.descriptors}
        paletteTabs={paletteTabsFor(doc.flowType)}
        viewportGetter={doc.viewportGetter}
        fitToken={doc.fitToken}
        savedViewport={doc.savedViewport}
        onSave={onSave}
        onImport={(file) => void doc.flowFile.load(file)}
      />
      <CanvasChat
        unikId={doc.unikId}
        flowId={doc.chatflow?.id}
        flowName={doc.name || doc.placeholder}
        flowVersion={doc.chatflow?.version}
        isDirty={doc.isDirty}
        onSave={onSave}
        dialog={dialogs.chat}
        onCloseDialog={() => dialogs.setChat(null)}
      />
    </Box>
  )
}
