import { useState } from 'react'
import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import DnsOutlined from '@mui/icons-material/DnsOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import type { TVariable } from '@unikflow/graph'
import { Trans, useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { EmptyState, matchesSearch, SearchField, useCanEditUnik, useDateText } from '../../ui/unik-lists'
import { useConfirm } from '../../ui/useConfirm'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { useDeleteVariable, useVariables } from './queries'
import { variableUsage } from './variable-form'
import { VariableDialog } from './VariableDialog'

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }

/** How to use a variable: `{{$vars.name}}` in any text input of a flow. */
function HowToUse() {
  const { t } = useTranslation('variables')
  return (
    <Alert severity="info" variant="outlined" role="note" sx={{ mb: 2 }}>
      <Trans
        t={t}
        i18nKey="howToUse"
        values={{ usage: variableUsage('name') }}
        components={{ code: <code /> }}
      />
    </Alert>
  )
}

function ValueCell({ variable }: { variable: TVariable }) {
  const { t } = useTranslation('variables')
  if (variable.type === 'runtime')
    return (
      <Box>
        <Chip
          size="small"
          color="info"
          icon={<DnsOutlined />}
          label={t('fromEnvironment')}
          sx={{ mb: 0.5 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ '& code': MONO }}>
          <Trans
            t={t}
            i18nKey="runtimeValue"
            values={{ name: variable.name }}
            components={{ code: <code /> }}
          />
        </Typography>
      </Box>
    )
  if (variable.value === '')
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('emptyValue')}
      </Typography>
    )
  return (
    <Box
      component="span"
      title={variable.value}
      sx={{
        ...MONO,
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {variable.value}
    </Box>
  )
}

/** The unik's variables: static values and runtime (server environment) ones. */
export default function VariablesPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['variables', 'translation'])
  const errorText = useErrorText()
  const notify = useNotify()
  const confirm = useConfirm()
  const dateText = useDateText()
  const canEdit = useCanEditUnik(unikId)
  const list = useVariables(unikId)
  const remove = useDeleteVariable(unikId)
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<{ variable?: TVariable } | null>(null)
  const items = (list.data ?? []).filter((v) =>
    matchesSearch(search, v.name, v.type === 'static' ? v.value : ''),
  )

  const onDelete = async (variable: TVariable) => {
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: variable.name }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    remove.mutate(variable.id, {
      onSuccess: () => notify.success(t('deleted')),
      onError: (e) => notify.error(e, t('deleteFailed')),
    })
  }

  return (
    <MainCard
      title={t('title')}
      secondary={
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          <SearchField label={t('translation:common.search')} value={search} onChange={setSearch} />
          {canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})}>
              {t('addVariable')}
            </Button>
          )}
        </Box>
      }
    >
      <HowToUse />
      {list.isPending && (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      )}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<DataObjectOutlined />}
          title={search.trim() ? t('noMatches') : t('emptyTitle')}
          hint={search.trim() ? undefined : t(canEdit ? 'emptyHint' : 'emptyHintMember')}
        />
      )}
      {items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell sx={{ width: '34%' }}>{t('value')}</TableCell>
                <TableCell>{t('type')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('lastUpdated')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('created')}</TableCell>
                {canEdit && <TableCell align="right">{t('translation:common.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((variable) => (
                <TableRow key={variable.id} hover>
                  <TableCell>
                    <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{variable.name}</Box>
                    <Typography variant="caption" color="text.secondary" sx={{ ...MONO, display: 'block' }}>
                      {variableUsage(variable.name)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ValueCell variable={variable} />
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={variable.type === 'runtime' ? 'info' : 'default'}
                      label={t(`types.${variable.type}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} title={dateText(variable.updatedDate)}>
                    {dateText(variable.updatedDate, true)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} title={dateText(variable.createdDate)}>
                    {dateText(variable.createdDate, true)}
                  </TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('translation:common.edit')}>
                        <IconButton
                          size="small"
                          aria-label={t('editNamed', { name: variable.name })}
                          onClick={() => setDialog({ variable })}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('translation:common.delete')}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={t('deleteNamed', { name: variable.name })}
                          disabled={remove.isPending && remove.variables === variable.id}
                          onClick={() => void onDelete(variable)}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <VariableDialog
        unikId={unikId}
        open={dialog !== null}
        variable={dialog?.variable}
        onClose={() => setDialog(null)}
      />
    </MainCard>
  )
}
