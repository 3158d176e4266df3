import { useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import { parseCustomAssistantDetails, type TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { DeleteRowAction, RowAction, UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik } from '../../ui/unik-lists'
import { unikPath } from '../chatflows/flow-kinds'
import { useCustomAssistants, useDeleteAssistant } from './queries'

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

function summaryOf(a: TAssistant) {
  const d = parseCustomAssistantDetails(a.details)
  return {
    id: a.id,
    iconSrc: a.iconSrc,
    name: d?.name ?? a.id,
    description: d?.description ?? '',
    model: d?.chatModel.modelName ?? '',
  }
}

/** The unik's custom assistants: cards that open the assistant, add, preview, delete. */
export default function CustomAssistantsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['assistants', 'translation'])
  const canEdit = useCanEditUnik(unikId)
  const navigate = useNavigate()
  const list = useCustomAssistants(unikId)
  const [search, setSearch] = useState('')
  const { deleteItem, deleting } = useConfirmedDelete(
    useDeleteAssistant(unikId),
    t,
    (a: { id: string; name: string }) => t('deleteDescription', { name: a.name }),
  )
  const items = (list.data ?? []).map(summaryOf).filter((a) => matchesSearch(search, a.name, a.description))

  return (
    <UnikListPage
      t={t}
      canEdit={canEdit}
      search={search}
      onSearch={setSearch}
      actions={
        canEdit && (
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to={unikPath(unikId, 'assistants/custom/new')}
          >
            {t('add')}
          </Button>
        )
      }
      list={list}
      shown={items.length}
      emptyIcon={<TuneOutlined />}
    >
      {items.length > 0 && (
        <Box sx={GRID_SX}>
          {items.map((a) => (
            <Card
              key={a.id}
              variant="outlined"
              component="article"
              aria-label={a.name}
              sx={{ position: 'relative', '&:hover': { borderColor: 'primary.main' } }}
            >
              <CardActionArea
                component={RouterLink}
                to={unikPath(unikId, `assistants/custom/${encodeURIComponent(a.id)}`)}
                sx={{ p: 2, pb: 5.5, height: '100%', alignItems: 'flex-start', justifyContent: 'flex-start' }}
              >
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1, minWidth: 0 }}>
                  <Avatar
                    variant="rounded"
                    src={a.iconSrc ?? undefined}
                    alt=""
                    sx={{ width: 40, height: 40, bgcolor: 'primary.light', color: 'primary.dark' }}
                  >
                    <TuneOutlined fontSize="small" />
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      variant="h4"
                      component="h3"
                      noWrap
                      title={a.name}
                      sx={{ fontSize: 16, fontWeight: 600 }}
                    >
                      {a.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {a.model}
                    </Typography>
                  </Box>
                </Box>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {a.description}
                </Typography>
              </CardActionArea>
              <Box sx={{ position: 'absolute', right: 8, bottom: 6, display: 'flex', gap: 0.5 }}>
                <RowAction
                  title={t('preview')}
                  label={t('previewNamed', { name: a.name })}
                  icon={<ChatOutlined fontSize="small" />}
                  onClick={() =>
                    void navigate(
                      unikPath(unikId, `assistants/custom/preview?id=${encodeURIComponent(a.id)}`),
                    )
                  }
                />
                {canEdit && (
                  <DeleteRowAction
                    label={t('deleteNamed', { name: a.name })}
                    disabled={deleting(a.id)}
                    onClick={() => void deleteItem(a)}
                  />
                )}
              </Box>
            </Card>
          ))}
        </Box>
      )}
    </UnikListPage>
  )
}
