import { Link as RouterLink } from 'react-router'
import Collapse from '@mui/material/Collapse'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { TApiKey } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useDateText } from '../../ui/unik-lists'

/** The flows that use a key (name linking to the canvas, category, updated), folded until asked for. */
export function ApiKeyUsage({
  unikId,
  apiKey,
  expanded,
}: {
  unikId: string
  apiKey: TApiKey
  expanded: boolean
}) {
  const { t } = useTranslation('api-keys')
  const dateText = useDateText()
  return (
    <Collapse in={expanded} unmountOnExit>
      <Table size="small" aria-label={t('usageOf', { name: apiKey.keyName })} sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('flowName')}</TableCell>
            <TableCell>{t('category')}</TableCell>
            <TableCell>{t('updated')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {apiKey.chatFlows.map((flow) => (
            <TableRow key={flow.id}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`/uniks/${encodeURIComponent(unikId)}/chatflows/${encodeURIComponent(flow.id)}`}
                >
                  {flow.flowName}
                </Link>
              </TableCell>
              <TableCell>{flow.category?.split(';').join(', ') ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(flow.updatedDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Collapse>
  )
}
