import { lazy, Suspense } from 'react'

const ShareDialog = lazy(() => import('./ShareDialog'))
const FlowConfigDialog = lazy(() => import('../flow-config/FlowConfigDialog'))
const ViewLeadsDialog = lazy(() => import('../leads/ViewLeadsDialog'))
const PublishExportDialog = lazy(() => import('./scene/PublishExportDialog'))

export type PublishDialog = 'share' | 'config' | 'leads' | 'publishExport' | null

/** The publishing dialogs of one flow (canvas settings menu and the flow list's row menu), each lazy. */
export function PublishDialogs(props: {
  unikId: string
  flowId: string | undefined
  flowName: string
  dialog: PublishDialog
  onClose: () => void
}) {
  const { unikId, flowId, flowName, dialog, onClose } = props
  if (!flowId || !dialog) return null
  const common = { unikId, flowId, flowName, onClose }
  return (
    <Suspense fallback={null}>
      {dialog === 'share' && <ShareDialog {...common} />}
      {dialog === 'config' && <FlowConfigDialog {...common} />}
      {dialog === 'leads' && <ViewLeadsDialog {...common} />}
      {dialog === 'publishExport' && <PublishExportDialog {...common} />}
    </Suspense>
  )
}
