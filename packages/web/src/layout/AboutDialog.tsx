import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getVersion } from '../api/auth'
import { getLatestRelease } from '../api/release'

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const version = useQuery({ queryKey: ['version'], queryFn: getVersion, enabled: open, staleTime: Infinity })
  const release = useQuery({
    queryKey: ['latest-release'],
    queryFn: getLatestRelease,
    enabled: open,
    retry: false,
    staleTime: 60 * 60 * 1000,
  })
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso))

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="about-dialog-title">
      <DialogTitle id="about-dialog-title">{t('about.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={t('about.title')}>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('about.currentVersion')}
              </TableCell>
              <TableCell>
                {version.isPending ? (
                  <Skeleton width={60} />
                ) : version.isError ? (
                  t('about.versionUnavailable')
                ) : (
                  version.data.version
                )}
              </TableCell>
            </TableRow>
            {release.isSuccess && (
              <>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {t('about.latestVersion')}
                  </TableCell>
                  <TableCell>
                    <Link href={release.data.htmlUrl} target="_blank" rel="noopener noreferrer">
                      {release.data.name}
                    </Link>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {t('about.publishedAt')}
                  </TableCell>
                  <TableCell>{formatDate(release.data.publishedAt)}</TableCell>
                </TableRow>
              </>
            )}
            {release.isPending && (
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('about.latestVersion')}
                </TableCell>
                <TableCell>
                  <Skeleton width={90} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {release.isError && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('about.latestUnavailable')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
