import { useCallback, type Dispatch } from 'react'
import { useNavigate } from 'react-router'
import type { TChatflowType, TPublicNodeDescriptor, TUnknownNode } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../ui/useConfirm'
import { useNotify } from '../../ui/useNotify'
import { canvasUrl, newAgentflowUrl } from '../chatflows/flow-kinds'
import type { EditorAction } from './model/editor-reducer'
import { fileFitsCanvas, flowFileType, handFile, type HandedFlowFile } from './model/flow-file-kind'
import { ImportFailures, parseFlowFile } from './model/import-flow-file'

/** Where a new flow of each kind opens. */
function newFlowUrl(unikId: string, type: TChatflowType): string {
  if (type === 'AGENTFLOW' || type === 'MULTIAGENT') return newAgentflowUrl(unikId, type)
  return canvasUrl(unikId, 'CHATFLOW')
}

/**
 * The header's "Load": a flow file replaces the canvas' content. A file of the other family (an
 * Agentflow v2 on a chatflow or Sequential Agents canvas, or the reverse) cannot: on a new flow the
 * canvas becomes a new flow of the file's kind (nothing saved is lost); on a saved flow the person is
 * told what the file is and may open it as a new flow of its kind, the saved one staying as it is.
 */
export function useLoadFlowFile(options: {
  unikId: string
  descriptors: readonly TPublicNodeDescriptor[]
  flowType: TChatflowType
  isSaved: boolean
  send: Dispatch<EditorAction>
  onLoaded: () => void
  reportUnknown: (unknown: readonly TUnknownNode[]) => void
  allowNextNavigation: () => void
}) {
  const { unikId, descriptors, flowType, isSaved, send, onLoaded, reportUnknown, allowNextNavigation } =
    options
  const { t } = useTranslation(['canvas', 'chatflows'])
  const notify = useNotify()
  const confirm = useConfirm()
  const navigate = useNavigate()

  const read = useCallback(
    (file: HandedFlowFile) => {
      const result = parseFlowFile(file.name, file.text, descriptors)
      if (result.ok) return result
      const reason =
        result.reason === ImportFailures.NotJson
          ? t('import.notJson')
          : result.reason === ImportFailures.InvalidJson
            ? t('import.invalidJson')
            : t('import.invalidFlow')
      notify.error(result.detail ? `${reason} ${result.detail}` : reason)
      return undefined
    },
    [descriptors, notify, t],
  )

  /** Puts the file's flow on the canvas (its kind already checked, or handed over by another canvas). */
  const apply = useCallback(
    (file: HandedFlowFile) => {
      const result = read(file)
      if (!result) return
      send({ type: 'edit', edit: () => ({ flow: result.flow, changed: true }) })
      // docs/product.md#states: the dirty flag is cleared after a successful import; saving persists it.
      send({ type: 'markClean' })
      onLoaded()
      notify.success(t('import.loaded', { count: result.flow.nodes.length }))
      reportUnknown(result.unknownNodes)
    },
    [read, send, onLoaded, notify, t, reportUnknown],
  )

  const load = useCallback(
    async (picked: File) => {
      const file = { name: picked.name, text: await picked.text() }
      const result = read(file)
      if (!result) return
      const categories = new Map(descriptors.map((d) => [d.name, d.category]))
      const fileType = flowFileType(result.flow, (name) => categories.get(name))
      if (fileType === undefined || fileFitsCanvas(fileType, flowType)) return apply(file)
      const kinds = { file: t(`import.kinds.${fileType}`), canvas: t(`import.kinds.${flowType}`) }
      if (!isSaved) {
        notify.info(t('import.switched', kinds))
        allowNextNavigation()
        return void navigate(newFlowUrl(unikId, fileType), { replace: true, state: handFile(file) })
      }
      const ok = await confirm({
        title: t('import.otherKindTitle', kinds),
        description: t('import.otherKindText', kinds),
        confirmButtonName: t('import.openAsNew', kinds),
        tone: 'primary',
      })
      if (ok) void navigate(newFlowUrl(unikId, fileType), { state: handFile(file) })
    },
    [read, descriptors, flowType, apply, t, isSaved, notify, allowNextNavigation, navigate, unikId, confirm],
  )

  return { load, apply }
}
