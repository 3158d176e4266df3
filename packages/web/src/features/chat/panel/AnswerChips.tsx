import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import BuildOutlined from '@mui/icons-material/BuildOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import LinkIcon from '@mui/icons-material/Link'
import { useTranslation } from 'react-i18next'
import type { UsedTool } from '../model/chat-messages'
import { isUrlSource, sourceChipLabel, sourceOf, type SourceDocument } from '../model/source-docs'

/** The documents an answer drew on, as chips that open them. */
export function SourceChips({
  sources,
  onSource,
}: {
  sources: readonly SourceDocument[]
  onSource: (doc: SourceDocument) => void
}) {
  const { t } = useTranslation('chatmessage')
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}
      aria-label={t('sources')}
      role="list"
    >
      {sources.map((doc, i) => (
        <Chip
          key={i}
          role="listitem"
          size="small"
          variant="outlined"
          icon={isUrlSource(sourceOf(doc)) ? <LinkIcon /> : <DescriptionOutlined />}
          label={sourceChipLabel(doc)}
          title={sourceOf(doc)}
          onClick={() => onSource(doc)}
        />
      ))}
    </Box>
  )
}

/** The tools an answer called, as chips that show their input and output. */
export function ToolChips({
  tools,
  onTool,
}: {
  tools: readonly UsedTool[]
  onTool: (tool: UsedTool) => void
}) {
  const { t } = useTranslation('chatmessage')
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }} aria-label={t('tools')} role="list">
      {tools.map((tool, i) => (
        <Chip
          key={i}
          role="listitem"
          size="small"
          color="secondary"
          variant="outlined"
          icon={<BuildOutlined />}
          label={tool.tool}
          onClick={() => onTool(tool)}
        />
      ))}
    </Box>
  )
}
