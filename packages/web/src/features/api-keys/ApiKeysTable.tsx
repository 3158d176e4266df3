import { Fragment, useState } from 'react'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { TApiKey } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { EditDeleteCell } from '../../ui/unik-list-page'
import { useDateText } from '../../ui/unik-lists'
import { ApiKeyUsage } from './ApiKeyUsage'

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }

type RowActions = {
  canManage: boolean
  deleting: (id: string) => boolean
  onEdit: (apiKey: TApiKey) => void
  onDelete: (apiKey: TApiKey) => void
}

/** The keys: name, masked key, how many flows use it (unfolds to the flows), created date, actions. */
export function ApiKeysTable({
  unikId,
  items,
  ...actions
}: { unikId: string; items: TApiKey[] } & RowActions) {
  const { t } = useTranslation(['api-keys', 'translation'])
  const [open, setOpen] = useState<Set<string>>(new Set())
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <TableContainer>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('keyName')}</TableCell>
            <TableCell>{t('apiKey')}</TableCell>
            <TableCell>{t('usage')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('created')}</TableCell>
            {actions.canManage && <TableCell align="right">{t('translation:common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              unikId={unikId}
              apiKey={apiKey}
              expanded={open.has(apiKey.id)}
              onToggle={() => toggle(apiKey.id)}
              {...actions}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function ApiKeyRow({
  unikId,
  apiKey,
  expanded,
  onToggle,
  canManage,
  deleting,
  onEdit,
  onDelete,
}: { unikId: string; apiKey: TApiKey; expanded: boolean; onToggle: () => void } & RowActions) {
  const { t } = useTranslation(['api-keys', 'translation'])
  const dateText = useDateText()
  return (
    <Fragment>
      <TableRow hover>
        <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{apiKey.keyName}</TableCell>
        <TableCell sx={MONO}>{apiKey.maskedKey}</TableCell>
        <TableCell>
          {apiKey.chatFlows.length === 0 ? (
            t('usedBy', { count: 0 })
          ) : (
            <Button
              size="small"
              onClick={onToggle}
              endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
              aria-expanded={expanded}
            >
              {t('usedBy', { count: apiKey.chatFlows.length })}
            </Button>
          )}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }} title={dateText(apiKey.createdAt)}>
          {dateText(apiKey.createdAt, true)}
        </TableCell>
        {canManage && (
          <EditDeleteCell
            editTitle={t('renameKey')}
            editLabel={t('renameNamed', { name: apiKey.keyName })}
            deleteLabel={t('deleteNamed', { name: apiKey.keyName })}
            deleting={deleting(apiKey.id)}
            onEdit={() => onEdit(apiKey)}
            onDelete={() => onDelete(apiKey)}
          />
        )}
      </TableRow>
      {apiKey.chatFlows.length > 0 && (
        <TableRow>
          <TableCell colSpan={canManage ? 5 : 4} sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}>
            <ApiKeyUsage unikId={unikId} apiKey={apiKey} expanded={expanded} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  )
}
