import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCanvasActions } from '../CanvasContext'
import { PROMPT_NODE_KINDS } from '../helpers/prompt-hub-fit'

// The dialogs load when opened: most flows never need them.
const PromptHubDialog = lazy(() => import('../helpers/PromptHubDialog'))
const NimSetupDialog = lazy(() => import('../helpers/NimSetupDialog'))

/** Node types whose card offers a helper below its fields. */
export function hasNodeHelper(name: string): boolean {
  return name in PROMPT_NODE_KINDS || name === 'chatNvidiaNIM'
}

/** "Prompt Hub" on prompt nodes, "Set up NIM locally" on the NVIDIA NIM chat model. */
export function NodeHelperButton({ nodeId, name }: { nodeId: string; name: string }) {
  const { t } = useTranslation('canvas')
  const actions = useCanvasActions()
  const [open, setOpen] = useState(false)
  const kind = PROMPT_NODE_KINDS[name]
  const fill = (inputs: Record<string, string>) => {
    for (const [input, value] of Object.entries(inputs)) actions.setInput(nodeId, input, value)
  }
  return (
    <div className="uf-card__more">
      <button type="button" className="uf-more-btn" onClick={() => setOpen(true)}>
        {kind ? t('promptHub.open') : t('nim.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          {kind ? (
            <PromptHubDialog
              unikId={actions.unikId}
              kind={kind}
              onLoad={fill}
              onClose={() => setOpen(false)}
            />
          ) : (
            <NimSetupDialog unikId={actions.unikId} onUse={fill} onClose={() => setOpen(false)} />
          )}
        </Suspense>
      )}
    </div>
  )
}
