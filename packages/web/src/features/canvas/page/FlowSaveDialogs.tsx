import type { TFlowVersionConflictDetails } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { RenameFlowDialog } from '../../chatflows/RenameFlowDialog'
import { SaveAsTemplateDialog } from '../../templates/SaveAsTemplateDialog'
import { ConflictDialog } from '../ConflictDialog'

/**
 * The dialogs saving opens: a name for a flow saved the first time, "save as template", and a version
 * conflict (reload the stored flow, or overwrite it).
 */
export function FlowSaveDialogs(props: {
  unikId: string
  chatflowId: string | undefined
  name: string
  askName: boolean
  onNamed: (name: string | undefined) => void
  savingAsTemplate: boolean
  onTemplateClosed: () => void
  conflict: TFlowVersionConflictDetails | null
  saving: boolean
  onConflictClosed: () => void
  onReload: () => void
  onOverwrite: () => void
}) {
  const { t } = useTranslation(['canvas'])
  return (
    <>
      {props.askName && (
        <RenameFlowDialog
          open
          title={t('saveTitle')}
          initialName=""
          onClose={() => props.onNamed(undefined)}
          onSubmit={(next) => props.onNamed(next)}
        />
      )}
      {props.savingAsTemplate && props.chatflowId && (
        <SaveAsTemplateDialog
          unikId={props.unikId}
          source={{ chatflowId: props.chatflowId }}
          initialName={props.name}
          onClose={props.onTemplateClosed}
        />
      )}
      <ConflictDialog
        details={props.conflict}
        busy={props.saving}
        onClose={props.onConflictClosed}
        onReload={props.onReload}
        onOverwrite={props.onOverwrite}
      />
    </>
  )
}
