import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import MoreVert from '@mui/icons-material/MoreVert'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import PreviewOutlined from '@mui/icons-material/PreviewOutlined'
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined'
import type { TDocumentLoader } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { nodeIconUrl } from '../../api/nodes'
import { StatusChip } from './StatusChip'
import { formatBytes, isLoaderBusy, loaderSource, progressPercent } from './store-format'

export interface LoaderActions {
  onPreview: (loader: TDocumentLoader) => void
  onProcess: (loader: TDocumentLoader) => void
  onChunks: (loader: TDocumentLoader) => void
  onDelete: (loader: TDocumentLoader) => void
}

/** The progress of a processing loader: a bar of files (or links) read, and chunks made so far. */
function LoaderProgress({ loader }: { loader: TDocumentLoader }) {
  const { t } = useTranslation('document-store')
  const percent = progressPercent(loader)
  return (
    <Box sx={{ minWidth: 140, mt: 0.75 }}>
      <LinearProgress
        variant={loader.progress.total > 0 ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={t('processingProgress', { name: loader.loaderName })}
      />
      <Typography variant="caption" color="text.secondary" data-testid="loader-progress">
        {t('progressText', {
          done: loader.progress.done,
          total: loader.progress.total,
          chunks: loader.progress.chunks,
        })}
      </Typography>
    </Box>
  )
}

function LoaderMenu({
  loader,
  canEdit,
  actions,
}: {
  loader: TDocumentLoader
  canEdit: boolean
  actions: LoaderActions
}) {
  const { t } = useTranslation('document-store')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const busy = isLoaderBusy(loader)
  const run = (fn: (l: TDocumentLoader) => void) => () => {
    setAnchor(null)
    fn(loader)
  }
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('loaderActions', { name: loaderSource(loader) || loader.loaderName })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {canEdit && (
          <MenuItem onClick={run(actions.onPreview)} disabled={busy}>
            <ListItemIcon>
              <PreviewOutlined fontSize="small" />
            </ListItemIcon>
            {t('previewAndProcess')}
          </MenuItem>
        )}
        {canEdit && (
          <MenuItem onClick={run(actions.onProcess)} disabled={busy}>
            <ListItemIcon>
              <PlayArrowOutlined fontSize="small" />
            </ListItemIcon>
            {t('process')}
          </MenuItem>
        )}
        <MenuItem onClick={run(actions.onChunks)} disabled={loader.totalChunks === 0}>
          <ListItemIcon>
            <ViewAgendaOutlined fontSize="small" />
          </ListItemIcon>
          {t('viewChunks')}
        </MenuItem>
        {canEdit && (
          <MenuItem onClick={run(actions.onDelete)} disabled={busy} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutline fontSize="small" />
            </ListItemIcon>
            {t('deleteLoader')}
          </MenuItem>
        )}
      </Menu>
    </>
  )
}

/** The loaders of a store: type, splitter, sources, figures, status (with progress while processing). */
export function LoadersTable({
  loaders,
  canEdit,
  actions,
}: {
  loaders: TDocumentLoader[]
  canEdit: boolean
  actions: LoaderActions
}) {
  const { t } = useTranslation(['document-store', 'translation'])
  return (
    <TableContainer>
      <Table size="small" aria-label={t('loadersTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('loader')}</TableCell>
            <TableCell>{t('splitter')}</TableCell>
            <TableCell>{t('sources')}</TableCell>
            <TableCell align="right">{t('chunks')}</TableCell>
            <TableCell align="right">{t('chars')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell align="right">{t('translation:common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loaders.map((loader) => {
            const source = loaderSource(loader)
            const size = loader.files.reduce((sum, f) => sum + f.size, 0)
            return (
              <TableRow key={loader.id} hover data-testid="loader-row" data-status={loader.status}>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      component="img"
                      src={nodeIconUrl(loader.loaderName)}
                      alt=""
                      sx={{ width: 28, height: 28, p: 0.5, borderRadius: '50%', bgcolor: 'common.white' }}
                    />
                    <span>{t(`loaders.${loader.loaderName}`, { defaultValue: loader.loaderName })}</span>
                  </Box>
                </TableCell>
                <TableCell>
                  {loader.splitterName
                    ? t(`splitters.${loader.splitterName}`, { defaultValue: loader.splitterName })
                    : t('noSplitter')}
                </TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Typography variant="body2" noWrap title={source}>
                    {source || '—'}
                  </Typography>
                  {size > 0 && (
                    <Typography variant="caption" color="text.secondary">
                      {t('fileCount', { count: loader.files.length })} · {formatBytes(size)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{loader.totalChunks.toLocaleString()}</TableCell>
                <TableCell align="right">{loader.totalChars.toLocaleString()}</TableCell>
                <TableCell>
                  <StatusChip status={loader.status} />
                  {isLoaderBusy(loader) && <LoaderProgress loader={loader} />}
                  {loader.error && (
                    <Typography
                      variant="caption"
                      color="error"
                      component="div"
                      sx={{ mt: 0.5, maxWidth: 260 }}
                    >
                      {loader.error}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  <LoaderMenu loader={loader} canEdit={canEdit} actions={actions} />
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
