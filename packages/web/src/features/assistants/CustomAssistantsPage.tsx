import { useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import { parseCustomAssistantDetails, type TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { DeleteRowAction, RowAction, UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik } from '../../ui/unik-lists'
import { unikPath } from '../chatflows/flow-kinds'
import { AssistantCard, AssistantCardGrid } from './AssistantCards'
import { useCustomAssistants, useDeleteAssistant } from './queries'

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
        <AssistantCardGrid>
          {items.map((a) => (
            <AssistantCard
              key={a.id}
              name={a.name}
              model={a.model}
              iconSrc={a.iconSrc}
              icon={<TuneOutlined fontSize="small" />}
              to={unikPath(unikId, `assistants/custom/${encodeURIComponent(a.id)}`)}
              actions={
                <>
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
                </>
              }
            >
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
            </AssistantCard>
          ))}
        </AssistantCardGrid>
      )}
    </UnikListPage>
  )
}
