import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import BuildOutlined from '@mui/icons-material/BuildOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import type { TTool } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { DeleteRowAction, RowAction } from '../../ui/unik-list-page'

function ToolIcon({ tool }: { tool: TTool }) {
  const [broken, setBroken] = useState(false)
  const color = tool.color || '#9e9e9e'
  if (tool.iconSrc && !broken)
    return (
      <Avatar
        src={tool.iconSrc}
        alt=""
        variant="rounded"
        sx={{ width: 40, height: 40, bgcolor: color, p: 0.5 }}
        slotProps={{ img: { onError: () => setBroken(true), referrerPolicy: 'no-referrer' } }}
      />
    )
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{ width: 40, height: 40, bgcolor: color, color: 'rgba(0,0,0,.7)' }}
    >
      <BuildOutlined fontSize="small" />
    </Avatar>
  )
}

type ToolCardProps = {
  tool: TTool
  canEdit: boolean
  deleting: boolean
  onOpen: () => void
  onExport: () => void
  onSaveAsTemplate: () => void
  onDelete: () => void
}

/** The card's bottom line: the tool's colour, then export, save as template, delete. */
function ToolCardFooter(props: ToolCardProps) {
  const { tool, canEdit, deleting, onExport, onSaveAsTemplate, onDelete } = props
  const { t } = useTranslation(['tools', 'translation'])
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 16,
        right: 8,
        bottom: 6,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
      }}
    >
      <Box
        aria-hidden
        title={tool.color}
        sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: tool.color || 'grey.400' }}
      />
      <Box sx={{ flexGrow: 1 }} />
      <RowAction
        title={t('export')}
        label={t('exportNamed', { name: tool.name })}
        icon={<FileDownloadOutlined fontSize="small" />}
        onClick={onExport}
      />
      {canEdit && (
        <RowAction
          title={t('saveAsTemplate')}
          label={t('saveAsTemplateNamed', { name: tool.name })}
          icon={<StorefrontOutlined fontSize="small" />}
          onClick={onSaveAsTemplate}
        />
      )}
      {canEdit && (
        <DeleteRowAction
          label={t('deleteNamed', { name: tool.name })}
          disabled={deleting}
          onClick={onDelete}
        />
      )}
    </Box>
  )
}

/** One saved tool: icon, name, description, colour; open, export, save as template, delete. */
export function ToolCard(props: ToolCardProps) {
  const { tool, onOpen } = props
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={tool.name}
      sx={{
        position: 'relative',
        transition: 'border-color .2s',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <CardActionArea
        onClick={onOpen}
        sx={{ p: 2, pb: 5.5, height: '100%', alignItems: 'flex-start', justifyContent: 'flex-start' }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1, minWidth: 0 }}>
          <ToolIcon tool={tool} />
          <Typography
            variant="h4"
            component="h3"
            noWrap
            title={tool.name}
            sx={{
              fontSize: 16,
              fontWeight: 600,
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            }}
          >
            {tool.name}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {tool.description}
        </Typography>
      </CardActionArea>
      <ToolCardFooter {...props} />
    </Card>
  )
}
