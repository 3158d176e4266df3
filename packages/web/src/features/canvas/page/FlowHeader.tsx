import type { Dispatch } from 'react'
import type { TPublicNodeDescriptor } from '@unikflow/graph'
import type { CanvasHeaderProps } from '../header/canvas-header-props'
import { CanvasHeader } from '../header/CanvasHeader'
import type { EditorAction, EditorState } from '../model/editor-reducer'
import { canRedo, canUndo } from '../model/history'
import { hasUpsertableVectorStore } from '../model/upsertable'
import type { CanvasDialogs } from './use-canvas-dialogs'

/** The canvas header wired to the editor, the page's commands and its dialogs. */
export function FlowHeader(
  props: Pick<
    CanvasHeaderProps,
    'name' | 'placeholder' | 'isDirty' | 'isNew' | 'saving' | 'viewers' | 'onBack' | 'onRename' | 'onSave'
  > & {
    editor: EditorState
    send: Dispatch<EditorAction>
    descriptors: readonly TPublicNodeDescriptor[]
    dialogs: CanvasDialogs
    commands: { duplicate: () => void; exportJson: () => void; upsert: () => void; upserting: boolean }
    onLoadFile: (file: File) => void
    onDelete: () => void
  },
) {
  const { editor, send, dialogs, commands } = props
  return (
    <CanvasHeader
      name={props.name}
      placeholder={props.placeholder}
      isDirty={props.isDirty}
      isNew={props.isNew}
      saving={props.saving}
      canUndo={canUndo(editor.history)}
      canRedo={canRedo(editor.history)}
      viewers={props.viewers}
      onBack={props.onBack}
      onRename={props.onRename}
      onSave={props.onSave}
      onUndo={() => send({ type: 'undo' })}
      onRedo={() => send({ type: 'redo' })}
      onDuplicate={commands.duplicate}
      onSaveAsTemplate={() => dialogs.setSavingAsTemplate(true)}
      onExport={commands.exportJson}
      onLoadFile={props.onLoadFile}
      onDelete={props.onDelete}
      onViewMessages={() => dialogs.setChat('messages')}
      onLogs={() => dialogs.setChat('logs')}
      onShare={() => dialogs.setPublish('share')}
      onConfiguration={() => dialogs.setPublish('config')}
      onViewLeads={() => dialogs.setPublish('leads')}
      onPublishExport={() => dialogs.setPublish('publishExport')}
      onHistory={() => dialogs.setHistoryOpen(true)}
      onReleases={() => dialogs.setReleasesOpen(true)}
      {...(hasUpsertableVectorStore(editor.history.present, props.descriptors)
        ? { onUpsert: commands.upsert, upserting: commands.upserting }
        : {})}
    />
  )
}
