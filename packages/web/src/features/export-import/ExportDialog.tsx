import { useState } from 'react'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import { useTranslation } from 'react-i18next'
import Typography from '@mui/material/Typography'
import { EXPORT_EXTRA_KINDS, EXPORT_KINDS, type TExportExtraKind, type TExportKind } from '@unikflow/graph'
import { exportUnikData } from '../../api/export-import'
import { describeThrown, parseApiError } from '../../api/errors'
import { useAppDispatch } from '../../store'
import { enqueueSnackbar } from '../../store/notifierSlice'
import { downloadText } from '../chatflows/export-flow'

const ALL_SELECTED: Record<TExportKind, boolean> = {
  chatflow: true,
  agentflow: true,
  tool: true,
  variable: true,
  assistant: true,
}

const NO_EXTRAS: Record<TExportExtraKind, boolean> = { documentStore: false, customTemplate: false }

/**
 * Export of the unik: five kinds, all on at first, and two more (document stores, my templates) off
 * unless ticked; it cannot be closed while the export runs.
 */
export function ExportDialog({
  unikId,
  open,
  onClose,
}: {
  unikId: string
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [selected, setSelected] = useState(ALL_SELECTED)
  const [extras, setExtras] = useState(NO_EXTRAS)
  const [exporting, setExporting] = useState(false)
  const fail = (message: string) => dispatch(enqueueSnackbar({ message, options: { variant: 'error' } }))

  const close = () => {
    if (!exporting) onClose()
  }

  const run = async () => {
    setExporting(true)
    try {
      const bundle = await exportUnikData(unikId, { ...selected, ...extras })
      try {
        downloadText(bundle.FileDefaultName, JSON.stringify(bundle, null, 2))
        onClose()
      } catch (e) {
        fail(t('exportImport.exportAllFailed', { message: describeThrown(e) }))
      }
    } catch (e) {
      const message = parseApiError(e).message || t('exportImport.internalError')
      fail(t('exportImport.exportFailed', { message }))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="export-dialog-title">
      <DialogTitle id="export-dialog-title">{t('exportImport.exportTitle')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {EXPORT_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Checkbox
                  checked={selected[kind]}
                  disabled={exporting}
                  onChange={(_e, checked) => setSelected((s) => ({ ...s, [kind]: checked }))}
                />
              }
              label={t(`exportImport.kinds.${kind}`)}
            />
          ))}
        </FormGroup>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {t('exportImport.alsoExport')}
        </Typography>
        <FormGroup>
          {EXPORT_EXTRA_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Checkbox
                  checked={extras[kind]}
                  disabled={exporting}
                  onChange={(_e, checked) => setExtras((s) => ({ ...s, [kind]: checked }))}
                />
              }
              label={t(`exportImport.kinds.${kind}`)}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={exporting}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={exporting || ![...Object.values(selected), ...Object.values(extras)].some(Boolean)}
          onClick={() => void run()}
          startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {exporting ? t('exportImport.exporting') : t('exportImport.export')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
