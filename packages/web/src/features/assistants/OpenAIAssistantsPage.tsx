import { useState } from 'react'
import { useParams } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import type { TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import {
  DeleteRowAction,
  EditRowAction,
  RowAction,
  UnikListPage,
  useConfirmedDelete,
} from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik } from '../../ui/unik-lists'
import {
  emptyOpenAIForm,
  openAIFormFromAssistant,
  openAIFormFromRemote,
  readOpenAIDetails,
  type OpenAIAssistantForm,
} from './openai-assistant-form'
import { AssistantCard, AssistantCardGrid } from './AssistantCards'
import { LoadOpenAIAssistantDialog } from './LoadOpenAIAssistantDialog'
import { OpenAIAssistantDialog } from './OpenAIAssistantDialog'
import { OpenAIChatDialog } from './OpenAIChatDialog'
import { useDeleteAssistant, useOpenAIAssistants } from './queries'

function summaryOf(a: TAssistant) {
  const d = readOpenAIDetails(a)
  return {
    assistant: a,
    id: a.id,
    name: d?.name ?? a.id,
    description: d?.description ?? '',
    model: d?.model ?? '',
    tools: [
      ...(d?.codeInterpreter ? ['codeInterpreter'] : []),
      ...(d?.fileSearch ? ['fileSearch'] : []),
    ] as const,
    functions: d?.functionToolIds.length ?? 0,
  }
}

type Editing = { assistant: TAssistant | undefined; initial?: OpenAIAssistantForm } | undefined

/** The unik's OpenAI assistants: cards to edit (dialog), chat with, delete (here and at the provider). */
export default function OpenAIAssistantsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['assistants', 'translation'])
  const pageT = (key: string, options?: Record<string, unknown>) => t(`openai.${key}`, options ?? {})
  const canEdit = useCanEditUnik(unikId)
  const list = useOpenAIAssistants(unikId)
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Editing>()
  const [chatting, setChatting] = useState<{ id: string; name: string }>()
  const [loading, setLoading] = useState(false)
  const { deleteItem, deleting } = useConfirmedDelete(
    useDeleteAssistant(unikId, true),
    pageT,
    (a: { id: string; name: string }) => t('openai.deleteDescription', { name: a.name }),
  )
  const items = (list.data ?? []).map(summaryOf).filter((a) => matchesSearch(search, a.name, a.description))

  return (
    <UnikListPage
      t={pageT}
      canEdit={canEdit}
      search={search}
      onSearch={setSearch}
      actions={
        canEdit && (
          <>
            <Button variant="outlined" startIcon={<CloudDownloadOutlined />} onClick={() => setLoading(true)}>
              {t('openai.load')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ assistant: undefined })}
            >
              {t('add')}
            </Button>
          </>
        )
      }
      list={list}
      shown={items.length}
      emptyIcon={<SmartToyOutlined />}
    >
      {items.length > 0 && (
        <AssistantCardGrid>
          {items.map((a) => (
            <AssistantCard
              key={a.id}
              name={a.name}
              model={a.model}
              iconSrc={a.assistant.iconSrc}
              icon={<SmartToyOutlined fontSize="small" />}
              actions={
                <>
                  <RowAction
                    title={t('preview')}
                    label={t('previewNamed', { name: a.name })}
                    icon={<ChatOutlined fontSize="small" />}
                    onClick={() => setChatting({ id: a.id, name: a.name })}
                  />
                  <EditRowAction
                    label={t('openai.editNamed', { name: a.name })}
                    onClick={() => setEditing({ assistant: a.assistant })}
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
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {a.description}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {a.tools.map((tool) => (
                  <Chip key={tool} size="small" variant="outlined" label={t(`openai.${tool}`)} />
                ))}
                {a.functions > 0 && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('openai.functionCount', { count: a.functions })}
                  />
                )}
              </Box>
            </AssistantCard>
          ))}
        </AssistantCardGrid>
      )}
      {editing && (
        <OpenAIAssistantDialog
          unikId={unikId}
          assistant={editing.assistant}
          initial={
            editing.initial ??
            (editing.assistant ? openAIFormFromAssistant(editing.assistant) : emptyOpenAIForm())
          }
          readOnly={!canEdit}
          onClose={() => setEditing(undefined)}
        />
      )}
      {loading && (
        <LoadOpenAIAssistantDialog
          unikId={unikId}
          onClose={() => setLoading(false)}
          onPick={(remote, credential) => {
            setLoading(false)
            setEditing({ assistant: undefined, initial: openAIFormFromRemote(remote, credential) })
          }}
        />
      )}
      {chatting && (
        <OpenAIChatDialog
          unikId={unikId}
          assistantId={chatting.id}
          name={chatting.name}
          onClose={() => setChatting(undefined)}
        />
      )}
    </UnikListPage>
  )
}
