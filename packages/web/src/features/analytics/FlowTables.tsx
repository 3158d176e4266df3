import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { TAnalyticsFlow, TAnalyticsLatency } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FeedbackCounts } from './FeedbackCounts'
import { useFormats } from './format'

const num = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } }

/** Each flow's figures, with its run latency. */
export function FlowsTable({
  flows,
  latency,
}: {
  flows: readonly TAnalyticsFlow[]
  latency?: TAnalyticsLatency
}) {
  const { t } = useTranslation('analytics')
  const f = useFormats()
  const latencyOf = new Map((latency?.flows ?? []).map((l) => [l.flowId, l]))
  return (
    <TableContainer>
      <Table size="small" aria-label={t('flows.title')} data-testid="analytics-flows">
        <TableHead>
          <TableRow>
            <TableCell>{t('flows.flow')}</TableCell>
            <TableCell {...num}>{t('flows.messages')}</TableCell>
            <TableCell {...num}>{t('flows.sessions')}</TableCell>
            <TableCell {...num}>{t('flows.feedback')}</TableCell>
            <TableCell {...num}>{t('flows.runs')}</TableCell>
            <TableCell {...num}>{t('flows.errors')}</TableCell>
            <TableCell {...num}>{t('flows.tokens')}</TableCell>
            <TableCell {...num}>{t('flows.cost')}</TableCell>
            <TableCell {...num}>{t('flows.p50')}</TableCell>
            <TableCell {...num}>{t('flows.p95')}</TableCell>
            <TableCell {...num}>{t('flows.leads')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flows.map((flow) => {
            const l = latencyOf.get(flow.flowId)
            return (
              <TableRow key={flow.flowId} hover>
                <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{flow.name}</TableCell>
                <TableCell {...num}>{f.number(flow.messages)}</TableCell>
                <TableCell {...num}>{f.number(flow.sessions)}</TableCell>
                <TableCell {...num}>
                  <FeedbackCounts up={flow.thumbsUp} down={flow.thumbsDown} />
                </TableCell>
                <TableCell {...num}>{f.number(flow.runs)}</TableCell>
                <TableCell {...num} sx={{ ...num.sx, color: flow.errors > 0 ? 'error.main' : undefined }}>
                  {f.number(flow.errors)}
                </TableCell>
                <TableCell {...num}>{f.number(flow.inputTokens + flow.outputTokens)}</TableCell>
                <TableCell {...num}>{f.cost(flow.costUsd)}</TableCell>
                <TableCell {...num}>{f.millis(l?.p50Ms ?? null)}</TableCell>
                <TableCell {...num}>{f.millis(l?.p95Ms ?? null)}</TableCell>
                <TableCell {...num}>{f.number(flow.leads)}</TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/** Each node's latency and tokens, slowest first. */
export function NodesTable({ latency }: { latency: TAnalyticsLatency }) {
  const { t } = useTranslation('analytics')
  const f = useFormats()
  const flowName = new Map(latency.flows.map((l) => [l.flowId, l.name]))
  return (
    <TableContainer>
      <Table size="small" aria-label={t('nodes.title')} data-testid="analytics-nodes">
        <TableHead>
          <TableRow>
            <TableCell>{t('nodes.node')}</TableCell>
            <TableCell>{t('nodes.flow')}</TableCell>
            <TableCell {...num}>{t('nodes.runs')}</TableCell>
            <TableCell {...num}>{t('nodes.errors')}</TableCell>
            <TableCell {...num}>{t('nodes.p50')}</TableCell>
            <TableCell {...num}>{t('nodes.p95')}</TableCell>
            <TableCell {...num}>{t('nodes.tokens')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {latency.nodes.map((node) => (
            <TableRow key={`${node.flowId}/${node.nodeId}`} hover>
              <TableCell>
                {node.label}
                <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1 }}>
                  {node.nodeId}
                </Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{flowName.get(node.flowId) ?? ''}</TableCell>
              <TableCell {...num}>{f.number(node.runs)}</TableCell>
              <TableCell {...num} sx={{ ...num.sx, color: node.errors > 0 ? 'error.main' : undefined }}>
                {f.number(node.errors)}
              </TableCell>
              <TableCell {...num}>{f.millis(node.p50Ms)}</TableCell>
              <TableCell {...num}>{f.millis(node.p95Ms)}</TableCell>
              <TableCell {...num}>{f.number(node.inputTokens + node.outputTokens)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
