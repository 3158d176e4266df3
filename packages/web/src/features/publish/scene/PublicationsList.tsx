import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import {
  isSceneTechnology,
  publicationPagePath,
  type TPublication,
  type TPublicationVersion,
  type TPublicationVersionStatus,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useDateText } from '../../../ui/unik-lists'
import { useNotify } from '../../../ui/useNotify'
import { useCancelSchedule } from './publication-queries'

const STATUS_COLOR: Record<TPublicationVersionStatus, 'success' | 'info' | 'default' | 'error'> = {
  published: 'success',
  scheduled: 'info',
  canceled: 'default',
  failed: 'error',
}

/** Every version of the flow's publications, newest first: technology, status, mode, date, pinned link. */
export function PublicationsList(props: {
  unikId: string
  flowId: string
  versions: readonly TPublicationVersion[]
  publications: readonly TPublication[]
}) {
  const { unikId, flowId, versions, publications } = props
  const { t } = useTranslation('publish')
  const dateText = useDateText()
  const notify = useNotify()
  const cancel = useCancelSchedule(unikId, flowId)
  const isPublic = (v: TPublicationVersion) =>
    publications.some((p) => p.technology === v.technology && p.isPublic)
  if (versions.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('scene.noVersions')}
      </Typography>
    )
  return (
    <TableContainer>
      <Table size="small" aria-label={t('scene.versions')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('scene.versionColumn')}</TableCell>
            <TableCell>{t('scene.technology')}</TableCell>
            <TableCell>{t('scene.status')}</TableCell>
            <TableCell>{t('scene.generationMode')}</TableCell>
            <TableCell>{t('scene.targetPlatforms')}</TableCell>
            <TableCell>{t('scene.date')}</TableCell>
            <TableCell>{t('scene.visibility')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.id} hover>
              <TableCell>{v.version}</TableCell>
              <TableCell>{t(`scene.technologies.${v.technology}`)}</TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLOR[v.status]} label={t(`scene.statuses.${v.status}`)} />
              </TableCell>
              <TableCell>{t(`scene.generationModesShort.${v.generationMode}`)}</TableCell>
              <TableCell>{v.targetPlatforms.map((p) => t(`scene.platforms.${p}`)).join(', ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {dateText(v.publishedDate ?? v.scheduledFor ?? v.createdDate)}
              </TableCell>
              <TableCell>{t(isPublic(v) ? 'publicAccess' : 'privateAccess')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {v.status === 'published' && isSceneTechnology(v.technology) && isPublic(v) && (
                  <Link href={publicationPagePath(flowId, v.version)} target="_blank" rel="noopener">
                    {t('scene.pinnedLink')}
                  </Link>
                )}
                {v.status === 'scheduled' && (
                  <Button
                    size="small"
                    color="error"
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(v.version, { onError: (e) => notify.error(e, t('scene.cancelFailed')) })
                    }
                  >
                    {t('scene.cancelSchedule')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
