import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import type { TDocumentChunk } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FormDialogActions, useSaveAndClose } from '../../ui/form-dialog'
import { useConfirm } from '../../ui/useConfirm'
import { useNotify } from '../../ui/useNotify'
import { useDeleteChunk, useUpdateChunk } from './queries'

interface ChunkDialogProps {
  unikId: string
  chunk: TDocumentChunk | null
  canEdit: boolean
  onClose: () => void
}

export function ChunkDialog({ chunk, ...props }: ChunkDialogProps) {
  return (
    <Dialog
      open={chunk !== null}
      onClose={props.onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="chunk-title"
    >
      {chunk && <ChunkForm chunk={chunk} {...props} />}
    </Dialog>
  )
}

/** A metadata text as an object, or null when it is not a JSON object. */
function parseMetadata(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {}
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    return Object.fromEntries(Object.entries(value))
  } catch {
    return null
  }
}

/** Edit a chunk's text and metadata, or delete it. */
function ChunkForm({
  unikId,
  chunk,
  canEdit,
  onClose,
}: Omit<ChunkDialogProps, 'chunk'> & { chunk: TDocumentChunk }) {
  const { t } = useTranslation(['document-store', 'translation'])
  const saveAndClose = useSaveAndClose(onClose)
  const confirm = useConfirm()
  const notify = useNotify()
  const update = useUpdateChunk(unikId)
  const remove = useDeleteChunk(unikId)
  const [text, setText] = useState(chunk.pageContent)
  const [metadataText, setMetadataText] = useState(JSON.stringify(chunk.metadata, null, 2))
  const metadata = parseMetadata(metadataText)
  const textError = text.trim() === '' ? t('translation:validation.required') : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (textError || !metadata) return
    await saveAndClose(() => update.mutateAsync({ chunk, body: { pageContent: text, metadata } }), {
      done: t('chunkSaved'),
      failed: t('chunkSaveFailed'),
    })
  }
  const deleteChunk = async () => {
    const ok = await confirm({
      title: t('deleteChunkTitle'),
      description: t('deleteChunkDescription', { index: chunk.chunkNo }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await remove.mutateAsync(chunk)
      notify.success(t('chunkDeleted'))
      onClose()
    } catch (e) {
      notify.error(e, t('chunkDeleteFailed'))
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="chunk-title">{t('chunkTitle', { index: chunk.chunkNo })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <TextField
            id="chunk-text"
            label={t('chunkText')}
            multiline
            minRows={8}
            maxRows={20}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={textError !== null}
            helperText={textError ?? t('charCount', { count: text.length })}
            slotProps={{ input: { readOnly: !canEdit } }}
          />
          <TextField
            id="chunk-metadata"
            label={t('metadata')}
            multiline
            minRows={4}
            maxRows={12}
            value={metadataText}
            onChange={(e) => setMetadataText(e.target.value)}
            error={metadata === null}
            helperText={metadata === null ? t('metadataInvalid') : t('metadataHint')}
            slotProps={{
              input: { readOnly: !canEdit },
              htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 13 } },
            }}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        busy={update.isPending || remove.isPending}
        onCancel={onClose}
        submitLabel={canEdit ? t('translation:common.save') : undefined}
        start={
          canEdit && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => void deleteChunk()}
              sx={{ mr: 'auto' }}
            >
              {t('translation:common.delete')}
            </Button>
          )
        }
      />
    </form>
  )
}
