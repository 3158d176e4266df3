import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../store'
import { settleConfirm } from './useConfirm'

export function ConfirmDialog() {
  const { t } = useTranslation()
  const confirm = useAppSelector((s) => s.confirm)
  return (
    <Dialog
      open={confirm.show}
      onClose={() => settleConfirm(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-description"
    >
      <DialogTitle id="confirm-dialog-title">{confirm.title}</DialogTitle>
      {confirm.description && (
        <DialogContent>
          <DialogContentText id="confirm-dialog-description">{confirm.description}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => settleConfirm(false)}>{confirm.cancelButtonName || t('common.cancel')}</Button>
        <Button
          id={confirm.customBtnId || undefined}
          variant="contained"
          color={confirm.tone === 'primary' ? 'primary' : 'error'}
          onClick={() => settleConfirm(true)}
          autoFocus
        >
          {confirm.confirmButtonName || t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
