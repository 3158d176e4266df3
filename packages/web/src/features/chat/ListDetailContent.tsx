import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import DialogContent from '@mui/material/DialogContent'
import List from '@mui/material/List'
import Typography from '@mui/material/Typography'

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
