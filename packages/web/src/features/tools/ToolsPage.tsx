import { useRef, useState } from 'react'
import { useParams } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Add from '@mui/icons-material/Add'
import BuildOutlined from '@mui/icons-material/BuildOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import type { TTool } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { UnikListPage, useConfirmedDelete } from '../../ui/unik-list-page'
import { matchesSearch, useCanEditUnik } from '../../ui/unik-lists'
import { SaveAsTemplateDialog } from '../templates/SaveAsTemplateDialog'
import { useDeleteTool, useTools } from './queries'
import { ToolCard } from './ToolCard'
import { ToolDialog, type ToolDialogTarget } from './ToolDialog'
import { useToolFiles } from './use-tool-files'

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

/** The unik's saved tools (Custom Tool nodes run them): cards, add/edit, export and import JSON. */
export default function ToolsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation(['tools', 'translation'])
  const canEdit = useCanEditUnik(unikId)
  const list = useTools(unikId)
  const { deleteItem: deleteTool, deleting } = useConfirmedDelete(useDeleteTool(unikId), t, (tool: TTool) =>
    t('deleteDescription', { name: tool.name }),
  )
  const fileInput = useRef<HTMLInputElement>(null)
  const [search, setSearch] = useState('')
  const [target, setTarget] = useState<ToolDialogTarget | null>(null)
  const [asTemplate, setAsTemplate] = useState<TTool | null>(null)
  const { exportTool, importFile } = useToolFiles((initial) => setTarget({ mode: 'create', initial }))
  const items = (list.data ?? []).filter((tool) => matchesSearch(search, tool.name, tool.description))

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
            <ToolCard
              key={tool.id}
              tool={tool}
              canEdit={canEdit}
              deleting={deleting(tool.id)}
              onOpen={() => setTarget({ mode: canEdit ? 'edit' : 'view', tool })}
              onExport={() => exportTool(tool)}
              onSaveAsTemplate={() => setAsTemplate(tool)}
              onDelete={() => void deleteTool(tool)}
            />
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
