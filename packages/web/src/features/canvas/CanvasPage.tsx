import { PageLoader } from '../../ui/PageLoader'
import type { FlowKind } from '../chatflows/flow-kinds'
import { CanvasEditor } from './page/CanvasEditor'
import { CanvasLoadFailed } from './page/CanvasLoadFailed'
import { useCanvasDocument } from './page/use-canvas-document'

/** The flow editor screen: the flow opened (or why it could not be), then its editor. */
export default function CanvasPage({ kind }: { kind: FlowKind }) {
  const doc = useCanvasDocument(kind)
  if (doc.failed) return <CanvasLoadFailed unikId={doc.unikId} kind={kind} error={doc.failed} />
  if (doc.mountKey === 0) return <PageLoader />
  return <CanvasEditor doc={doc} />
}
