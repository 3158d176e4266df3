import { useRef, useState, type ChangeEvent } from 'react'
import { useParams } from 'react-router'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import BuildOutlined from '@mui/icons-material/BuildOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import type { TTool } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { DeleteRowAction, RowAction, UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik } from '../../ui/unik-lists'
import { useNotify } from '../../ui/useNotify'
import { downloadText } from '../chatflows/export-flow'
import { SaveAsTemplateDialog } from '../templates/SaveAsTemplateDialog'
import { useDeleteTool, useTools } from './queries'
import { ToolDialog, type ToolDialogTarget } from './ToolDialog'
import {
  isJsonFileName,
  parseToolFile,
  toolExportFileName,
  toolExportJson,
  type TToolExport,
} from './tool-form'

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

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

/** The unik's saved tools (Custom Tool nodes run them): cards, add/edit, export and import JSON. */
export default function ToolsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['tools', 'translation'])
  const notify = useNotify()
  const canEdit = useCanEditUnik(unikId)
  const list = useTools(unikId)
  const { deleteItem: deleteTool, deleting } = useConfirmedDelete(useDeleteTool(unikId), t, (tool: TTool) =>
    t('deleteDescription', { name: tool.name }),
  )
  const fileInput = useRef<HTMLInputElement>(null)
  const [search, setSearch] = useState('')
  const [target, setTarget] = useState<ToolDialogTarget | null>(null)
  const [asTemplate, setAsTemplate] = useState<TTool | null>(null)
  const items = (list.data ?? []).filter((tool) => matchesSearch(search, tool.name, tool.description))

  const exportTool = (tool: TToolExport) => {
    try {
      downloadText(toolExportFileName(tool.name), toolExportJson(tool))
    } catch (e) {
      notify.error(e, t('exportFailed'))
    }
  }

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file can be picked again after a failed attempt.
    event.target.value = ''
    if (!file) return
    if (!isJsonFileName(file.name)) {
      notify.error(t('importNotJson'), t('importFailed'))
      return
    }
    try {
      const parsed = parseToolFile(await file.text())
      if (!parsed) notify.error(t('importInvalid'), t('importFailed'))
      else setTarget({ mode: 'create', initial: parsed })
    } catch (e) {
      notify.error(e, t('importFailed'))
    }
  }

  return (
    <UnikListPage
      t={t}
      canEdit={canEdit}
      search={search}
      onSearch={setSearch}
      actions={
        canEdit && (
          <>
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlined />}
              onClick={() => fileInput.current?.click()}
            >
              {t('load')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              hidden
              aria-label={t('loadFile')}
              onChange={(e) => void importFile(e)}
            />
            <Button variant="contained" startIcon={<Add />} onClick={() => setTarget({ mode: 'create' })}>
              {t('addTool')}
            </Button>
          </>
        )
      }
      list={list}
      shown={items.length}
      emptyIcon={<BuildOutlined />}
      loading={
        <Box sx={GRID_SX}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={130} />
          ))}
        </Box>
      }
    >
      {items.length > 0 && (
        <Box sx={GRID_SX}>
          {items.map((tool) => (
            <Card
              key={tool.id}
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
                onClick={() => setTarget({ mode: canEdit ? 'edit' : 'view', tool })}
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
                  onClick={() => exportTool(tool)}
                />
                {canEdit && (
                  <RowAction
                    title={t('saveAsTemplate')}
                    label={t('saveAsTemplateNamed', { name: tool.name })}
                    icon={<StorefrontOutlined fontSize="small" />}
                    onClick={() => setAsTemplate(tool)}
                  />
                )}
                {canEdit && (
                  <DeleteRowAction
                    label={t('deleteNamed', { name: tool.name })}
                    disabled={deleting(tool.id)}
                    onClick={() => void deleteTool(tool)}
                  />
                )}
              </Box>
            </Card>
          ))}
        </Box>
      )}
      {asTemplate && (
        <SaveAsTemplateDialog
          unikId={unikId}
          source={{ toolId: asTemplate.id }}
          initialName={asTemplate.name}
          onClose={() => setAsTemplate(null)}
        />
      )}
      <ToolDialog
        unikId={unikId}
        target={target}
        onClose={() => setTarget(null)}
        onExport={exportTool}
        onDelete={deleteTool}
      />
    </UnikListPage>
  )
}
