import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import type { TTool } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FormDialogActions, useSaveAndClose } from '../../ui/form-dialog'
import { useCreateTool, useUpdateTool } from './queries'
import { ToolAppearanceFields, ToolFunctionSection } from './ToolDialogFields'
import { SchemaEditor } from './SchemaEditor'
import {
  parseSchemaJson,
  schemaRowProblems,
  schemaRowsToJson,
  schemaVariables,
  suggestToolName,
  TOOL_NAME_MAX,
  toolFormToBody,
  toolNameError,
  type SchemaParseError,
  type SchemaRow,
  type TToolExport,
} from './tool-form'

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

type Translate = (key: string, options?: Record<string, unknown>) => string

function schemaErrorText(t: Translate, error: SchemaParseError): string {
  if (error.kind === 'invalidJson') return t('invalidJson', { message: error.message })
  if (error.kind === 'notArray') return t('schemaNotArray')
  return t('schemaInvalidItem', { n: error.index + 1 })
}

function initialRows(schema: string | undefined): {
  rows: SchemaRow[]
  json: boolean
  text: string
} {
  const parsed = parseSchemaJson(schema ?? '')
  // A stored schema the table cannot show opens as JSON, so nothing of it is lost.
  return parsed.ok
    ? { rows: parsed.rows, json: false, text: schema ?? '' }
    : { rows: [], json: true, text: schema ?? '' }
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
  const saveAndClose = useSaveAndClose(onClose)
  const create = useCreateTool(unikId)
  const update = useUpdateTool(unikId)
  const saved = target.mode === 'create' ? undefined : target.tool
  const source: Partial<TToolExport> = target.mode === 'create' ? (target.initial ?? {}) : target.tool
  const readOnly = target.mode === 'view'

  const [name, setName] = useState(source.name ?? '')
  const [description, setDescription] = useState(source.description ?? '')
  const [color, setColor] = useState(source.color ?? '')
  const [iconSrc, setIconSrc] = useState(source.iconSrc ?? '')
  const [func, setFunc] = useState(source.func ?? '')
  const [schema] = useState(() => initialRows(source.schema))
  const [rows, setRows] = useState<SchemaRow[]>(schema.rows)
  const [jsonMode, setJsonMode] = useState(schema.json)
  const [jsonText, setJsonText] = useState(schema.text)
  const [jsonError, setJsonError] = useState<string | null>(() => {
    const parsed = parseSchemaJson(schema.text)
    return parsed.ok ? null : schemaErrorText(t, parsed.error)
  })
  const [submitted, setSubmitted] = useState(false)
  const busy = create.isPending || update.isPending

  const nameProblem = toolNameError(name)
  const nameError =
    nameProblem === 'required'
      ? t('translation:validation.required')
      : nameProblem === 'maxLength'
        ? t('translation:validation.maxLength', { max: TOOL_NAME_MAX })
        : nameProblem === 'invalid'
          ? t('nameInvalid')
          : null
  const suggestion = nameProblem === 'invalid' ? suggestToolName(name) : ''
  const descriptionError = description.trim() === '' ? t('translation:validation.required') : null
  const showNameError = (submitted || name !== '') && nameError !== null

  const switchMode = (json: boolean) => {
    if (json) {
      setJsonText(schemaRowsToJson(rows, 2))
      setJsonError(null)
      setJsonMode(true)
      return
    }
    const parsed = parseSchemaJson(jsonText)
    if (!parsed.ok) {
      setJsonError(schemaErrorText(t, parsed.error))
      return
    }
    setRows(parsed.rows)
    setJsonError(null)
    setJsonMode(false)
  }

  /** The schema text to save, or null when it is not valid (the reason is then on screen). */
  const schemaToSave = (): string | null => {
    if (jsonMode) {
      const parsed = parseSchemaJson(jsonText)
      if (!parsed.ok) {
        setJsonError(schemaErrorText(t, parsed.error))
        return null
      }
      return schemaRowsToJson(parsed.rows)
    }
    return schemaRowProblems(rows).size > 0 ? null : schemaRowsToJson(rows)
  }

  const currentExport = (): TToolExport | null => {
    const text = schemaToSave()
    if (text === null) return null
    return { ...toolFormToBody({ name, description, color, iconSrc, func }, text) }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (readOnly) return
    setSubmitted(true)
    const schemaText = schemaToSave()
    if (nameError || descriptionError || schemaText === null) return
    const body = toolFormToBody({ name, description, color, iconSrc, func }, schemaText)
    await saveAndClose(
      () => (saved ? update.mutateAsync({ id: saved.id, body }) : create.mutateAsync(body)),
      saved ? { done: t('saved'), failed: t('saveFailed') } : { done: t('added'), failed: t('addFailed') },
    )
  }

  const variables = schemaVariables(
    jsonMode ? ((p) => (p.ok ? p.rows : rows))(parseSchemaJson(jsonText)) : rows,
  )
  const title = target.mode === 'create' ? t('addTool') : target.mode === 'edit' ? t('editTool') : saved?.name

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id="tool-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            id="tool-name"
            label={t('name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={showNameError}
            helperText={
              showNameError ? (
                <>
                  {nameError}
                  {suggestion && !readOnly && (
                    <>
                      {' '}
                      <Link component="button" type="button" onClick={() => setName(suggestion)}>
                        {t('useSuggestion', { name: suggestion })}
                      </Link>
                    </>
                  )}
                </>
              ) : (
                t('nameHint')
              )
            }
            required
            autoFocus={!readOnly}
            fullWidth
            slotProps={{ htmlInput: { readOnly, spellCheck: false, autoComplete: 'off' } }}
          />
          <TextField
            id="tool-description"
            label={t('description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={submitted && descriptionError !== null}
            helperText={(submitted && descriptionError) || t('descriptionHint')}
            required
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            slotProps={{ htmlInput: { readOnly } }}
          />
          <ToolAppearanceFields
            color={color}
            onColorChange={setColor}
            iconSrc={iconSrc}
            onIconSrcChange={setIconSrc}
            readOnly={readOnly}
          />
          <SchemaEditor
            rows={rows}
            onRowsChange={setRows}
            jsonMode={jsonMode}
            onJsonModeChange={switchMode}
            jsonText={jsonText}
            onJsonTextChange={(text) => {
              setJsonText(text)
              setJsonError(null)
            }}
            jsonError={jsonError}
            showProblems={submitted}
            readOnly={readOnly}
          />
          <ToolFunctionSection func={func} onChange={setFunc} readOnly={readOnly} variables={variables} />
        </Stack>
      </DialogContent>
      <FormDialogActions
        busy={busy}
        onCancel={onClose}
        cancelLabel={t(readOnly ? 'translation:common.close' : 'translation:common.cancel')}
        submitLabel={readOnly ? undefined : t(saved ? 'translation:common.save' : 'add')}
        sx={{ px: 3, py: 1.5, flexWrap: 'wrap' }}
        start={
          <>
            {saved && (
              <Button
                startIcon={<FileDownloadOutlined />}
                onClick={() => {
                  const data = readOnly ? saved : currentExport()
                  if (data) onExport(data)
                  else setSubmitted(true)
                }}
              >
                {t('export')}
              </Button>
            )}
            {saved && !readOnly && (
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                disabled={busy}
                onClick={async () => {
                  if (await onDelete(saved)) onClose()
                }}
              >
                {t('translation:common.delete')}
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
          </>
        }
      />
    </Box>
  )
}
