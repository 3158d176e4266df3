import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { TChatflowSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FlowActionsMenu } from './FlowActionsMenu'
import { AgentKind, Tags } from './FlowLabels'

/** Flows as a table: name (and agentflow format), tags, node count, last update, the row menu. */
export function FlowTable({
  unikId,
  items,
  date,
  onOpen,
}: {
  unikId: string
  items: TChatflowSummary[]
  date: (iso: string) => string
  onOpen: (flow: TChatflowSummary) => void
}) {
  const { t } = useTranslation(['chatflows', 'translation'])
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('category')}</TableCell>
            <TableCell>{t('nodes')}</TableCell>
            <TableCell>{t('lastUpdated')}</TableCell>
            <TableCell align="right">{t('translation:common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((flow) => (
            <TableRow key={flow.id} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(flow)}>
              <TableCell sx={{ fontWeight: 500 }}>
                {flow.name} <AgentKind type={flow.type} />
              </TableCell>
              <TableCell>
                <Tags category={flow.category} />
              </TableCell>
              <TableCell>{flow.nodeCount}</TableCell>
              <TableCell>{date(flow.updatedAt)}</TableCell>
              <TableCell align="right">
                <FlowActionsMenu unikId={unikId} flow={flow} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
