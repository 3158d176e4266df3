import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'

/**
 * The body of a dialog that lists things on the left and shows the picked one on the right (the
 * flow's runs in the logs, its chat sessions in the messages): the load error, the spinner and the
 * empty state come first.
 */
export function ListDetailContent({
  error,
  errorAction,
  pending,
  loadingLabel,
  empty,
  emptyTitle,
  emptyHint,
  listLabel,
  listWidth,
  listSubheader,
  items,
  detail,
  selectHint,
  detailScrolls = false,
}: {
  /** The load error's text, shown instead of everything else. */
  error: string | null
  errorAction?: ReactNode
  pending: boolean
  loadingLabel: string
  empty: boolean
  emptyTitle: string
  emptyHint: string
  listLabel: string
  listWidth: number
  listSubheader?: ReactNode
  items: ReactNode
  /** The picked item, or nothing (then `selectHint` shows). */
  detail: ReactNode
  selectHint: string
  /** The detail side scrolls itself (the messages' transcript scrolls inside). */
  detailScrolls?: boolean
}) {
  return (
    <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: 0 }}>
      {error !== null ? (
        <Alert severity="error" sx={{ m: 2, flexGrow: 1, alignSelf: 'flex-start' }} action={errorAction}>
          {error}
        </Alert>
      ) : pending ? (
        <Box sx={{ m: 'auto' }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      ) : empty ? (
        <Box sx={{ m: 'auto', textAlign: 'center', p: 3 }}>
          <Typography variant="h6">{emptyTitle}</Typography>
          <Typography variant="body2" color="text.secondary">
            {emptyHint}
          </Typography>
        </Box>
      ) : (
        <>
          <List
            dense
            aria-label={listLabel}
            sx={{
              width: listWidth,
              flexShrink: 0,
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              py: 0,
            }}
            subheader={listSubheader}
          >
            {items}
          </List>
          <Box sx={{ flexGrow: 1, minWidth: 0, ...(detailScrolls && { overflowY: 'auto' }) }}>
            {detail ?? (
              <Typography sx={{ m: 3 }} color="text.secondary">
                {selectHint}
              </Typography>
            )}
          </Box>
        </>
      )}
    </DialogContent>
  )
}

/** The large dialog around a ListDetailContent: its title, buttons beside it, and the close button. */
export function ListDetailDialog({
  titleId,
  title,
  titleActions,
  onClose,
  children,
}: {
  titleId: string
  title: ReactNode
  titleActions?: ReactNode
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: '86vh' } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {title}
        </Box>
        {titleActions}
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  )
}
