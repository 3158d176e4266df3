import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import type { TTool } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FormDialogActions } from '../../ui/form-dialog'
import { toolFormToBody, type TToolExport } from './tool-form'
import { ToolFormActions } from './ToolFormActions'
import { ToolFormFields, type ToolFields } from './ToolFormFields'
import { toolNameErrorText } from './ToolNameField'
import { useSaveTool } from './use-save-tool'
import { useToolSchema } from './use-tool-schema'

export type ToolDialogTarget =
  | { mode: 'create'; initial?: Partial<TToolExport> }
  | { mode: 'edit'; tool: TTool }
  | { mode: 'view'; tool: TTool }

interface ToolDialogProps {
  unikId: string
  target: ToolDialogTarget | null
  onClose: () => void
  onExport: (tool: TToolExport) => void
  onDelete: (tool: TTool) => Promise<boolean>
}

export function ToolDialog({ unikId, target, onClose, onExport, onDelete }: ToolDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="tool-title"
    >
      {target && (
        <ToolForm unikId={unikId} target={target} onClose={onClose} onExport={onExport} onDelete={onDelete} />
      )}
    </Dialog>
  )
}

function ToolForm({
  unikId,
  target,
  onClose,
  onExport,
  onDelete,
}: Required<Omit<ToolDialogProps, 'target'>> & {
  target: ToolDialogTarget
}) {
  const { t } = useTranslation(['tools', 'translation'])
  const saved = target.mode === 'create' ? undefined : target.tool
  const source: Partial<TToolExport> = target.mode === 'create' ? (target.initial ?? {}) : target.tool
  const readOnly = target.mode === 'view'

  const [fields, setFields] = useState<ToolFields>(() => ({
    name: source.name ?? '',
    description: source.description ?? '',
    color: source.color ?? '',
    iconSrc: source.iconSrc ?? '',
    func: source.func ?? '',
  }))
  const { name, description } = fields
  const patch = (p: Partial<ToolFields>) => setFields((f) => ({ ...f, ...p }))
  const { save, busy } = useSaveTool(unikId, saved, onClose)
  const schema = useToolSchema(source.schema)
  const { schemaToSave } = schema
  const [submitted, setSubmitted] = useState(false)

  const nameError = toolNameErrorText(t, name)
  const descriptionError = description.trim() === '' ? t('translation:validation.required') : null

  const currentExport = (): TToolExport | null => {
    const text = schemaToSave()
    if (text === null) return null
    return { ...toolFormToBody(fields, text) }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (readOnly) return
    setSubmitted(true)
    const schemaText = schemaToSave()
    if (nameError || descriptionError || schemaText === null) return
    await save(toolFormToBody(fields, schemaText))
  }

  const title = target.mode === 'create' ? t('addTool') : target.mode === 'edit' ? t('editTool') : saved?.name

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id="tool-title">{title}</DialogTitle>
      <DialogContent dividers>
        <ToolFormFields
          fields={fields}
          onChange={patch}
          schema={schema}
          submitted={submitted}
          nameError={nameError}
          descriptionError={descriptionError}
          readOnly={readOnly}
        />
      </DialogContent>
      <FormDialogActions
        busy={busy}
        onCancel={onClose}
        cancelLabel={t(readOnly ? 'translation:common.close' : 'translation:common.cancel')}
        submitLabel={readOnly ? undefined : t(saved ? 'translation:common.save' : 'add')}
        sx={{ px: 3, py: 1.5, flexWrap: 'wrap' }}
        start={
          <ToolFormActions
            canExport={saved !== undefined}
            canDelete={saved !== undefined && !readOnly}
            busy={busy}
            onExport={() => {
              const data = readOnly ? saved : currentExport()
              if (data) onExport(data)
              else setSubmitted(true)
            }}
            onDelete={() =>
              void (async () => {
                if (saved && (await onDelete(saved))) onClose()
              })()
            }
          />
        }
      />
    </Box>
  )
}
