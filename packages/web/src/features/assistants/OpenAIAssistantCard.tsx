import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import type { TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { DeleteRowAction, EditRowAction, RowAction } from '../../ui/unik-list-page'
import { readOpenAIDetails } from './openai-assistant-form'
import { AssistantCard } from './AssistantCards'

/** What a card shows of an OpenAI assistant (its details read from the stored JSON). */
export function summaryOf(a: TAssistant) {
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

/** One OpenAI assistant: name, model, description, the tools it may use; chat, edit, delete. */
export function OpenAIAssistantCard({
  summary: a,
  canEdit,
  deleting,
  onChat,
  onEdit,
  onDelete,
}: {
  summary: ReturnType<typeof summaryOf>
  canEdit: boolean
  deleting: boolean
  onChat: () => void
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation(['assistants', 'translation'])
  return (
    <AssistantCard
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
            onClick={onChat}
          />
          <EditRowAction label={t('openai.editNamed', { name: a.name })} onClick={onEdit} />
          {canEdit && (
            <DeleteRowAction
              label={t('deleteNamed', { name: a.name })}
              disabled={deleting}
              onClick={onDelete}
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
          <Chip size="small" variant="outlined" label={t('openai.functionCount', { count: a.functions })} />
        )}
      </Box>
    </AssistantCard>
  )
}
