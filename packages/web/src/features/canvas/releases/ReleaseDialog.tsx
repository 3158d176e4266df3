import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import {
  diffFlows,
  parseFlowDataOrEmpty,
  RELEASE_NOTE_MAX,
  type TFlowData,
  type TFlowRelease,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { getFlowVersion } from '../../../api/flow-versions'
import { FormDialogActions } from '../../../ui/form-dialog'
import { useErrorText } from '../../../ui/useNotify'
import { VersionDiff } from '../history/VersionDiff'

export interface ReleaseDialogProps {
  open: boolean
  unikId: string
  flowId: string
  /** The live release, compared with the draft (none before the first release). */
  live: TFlowRelease | undefined
  /** The saved draft as the canvas holds it. */
  draft: () => TFlowData
  asOnCanvas: (flow: TFlowData) => TFlowData
  busy: boolean
  onRelease: (note: string) => void
  onClose: () => void
}

/** Releasing the saved draft: a note, and what it changes on the live release (nodes, edges, inputs by label). */
export function ReleaseDialog(props: ReleaseDialogProps) {
  const { open, unikId, flowId, live } = props
  const { t } = useTranslation('canvas')
  const errorText = useErrorText()
  const [note, setNote] = useState('')
  const liveGraph = useQuery({
    queryKey: ['uniks', unikId, 'chatflows', 'versions', flowId, 'one', live?.versionId],
    queryFn: () => getFlowVersion(unikId, flowId, live?.versionId ?? ''),
    enabled: open && live !== undefined,
    staleTime: Infinity,
  })
  const diff = liveGraph.data
    ? diffFlows(props.asOnCanvas(parseFlowDataOrEmpty(liveGraph.data.flowData)), props.draft())
    : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onRelease(note.trim())
  }

  return (
    <Dialog
      open={open}
      onClose={props.busy ? undefined : props.onClose}
      maxWidth="md"
      fullWidth
      slotProps={{ transition: { onExited: () => setNote('') } }}
    >
      <form onSubmit={submit} aria-label={t('releases.dialogTitle')}>
        <DialogTitle>{t('releases.dialogTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('releases.note')}
            helperText={t('releases.noteHelp')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: RELEASE_NOTE_MAX } }}
            sx={{ mt: 1, mb: 2 }}
          />
          {live && liveGraph.isPending && <CircularProgress size={24} />}
          {liveGraph.isError && <Alert severity="error">{errorText(liveGraph.error)}</Alert>}
          {diff && <VersionDiff diff={diff} texts="releases.diff" />}
        </DialogContent>
        <FormDialogActions busy={props.busy} onCancel={props.onClose} submitLabel={t('releases.release')} />
      </form>
    </Dialog>
  )
}
