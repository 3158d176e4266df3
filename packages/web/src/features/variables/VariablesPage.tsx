import { useState } from 'react'
import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined'
import DnsOutlined from '@mui/icons-material/DnsOutlined'
import type { TVariable } from '@unikflow/graph'
import { Trans, useTranslation } from 'react-i18next'
import { EditDeleteCell, UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik, useDateText } from '../../ui/unik-lists'
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
  const dateText = useDateText()
  const canEdit = useCanEditUnik(unikId)
  const list = useVariables(unikId)
  const { deleteItem, deleting } = useConfirmedDelete(useDeleteVariable(unikId), t, (variable: TVariable) =>
    t('deleteDescription', { name: variable.name }),
  )
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<{ variable?: TVariable } | null>(null)
  const items = (list.data ?? []).filter((v) =>
    matchesSearch(search, v.name, v.type === 'static' ? v.value : ''),
  )

  return (
    <UnikListPage
      t={t}
      canEdit={canEdit}
      search={search}
      onSearch={setSearch}
      actions={
        canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})}>
            {t('addVariable')}
          </Button>
        )
      }
      list={list}
      shown={items.length}
      emptyIcon={<DataObjectOutlined />}
      note={<HowToUse />}
    >
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
                    <EditDeleteCell
                      editLabel={t('editNamed', { name: variable.name })}
                      deleteLabel={t('deleteNamed', { name: variable.name })}
                      deleting={deleting(variable.id)}
                      onEdit={() => setDialog({ variable })}
                      onDelete={() => void deleteItem(variable)}
                    />
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
    </UnikListPage>
  )
}
