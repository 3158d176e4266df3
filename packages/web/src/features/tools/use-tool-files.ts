import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { downloadText } from '../chatflows/export-flow'
import {
  isJsonFileName,
  parseToolFile,
  toolExportFileName,
  toolExportJson,
  type TToolExport,
} from './tool-form'

/** Export a tool as a JSON file, and read one back (`onImported` opens it in the add dialog). */
export function useToolFiles(onImported: (tool: Partial<TToolExport>) => void) {
  const { t } = useTranslation(['tools', 'translation'])
  const notify = useNotify()
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
      else onImported(parsed)
    } catch (e) {
      notify.error(e, t('importFailed'))
    }
  }
  return { exportTool, importFile }
}
