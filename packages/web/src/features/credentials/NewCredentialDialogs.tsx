import { useState } from 'react'
import type { TComponentCredential } from '@unikflow/graph'
import { CredentialDialog } from './CredentialDialog'
import { CredentialKindDialog } from './CredentialKindDialog'
import { useCredentialKinds } from './queries'

/**
 * "Create new" where a credential is asked for (a node's field, the assistant form): the kind (skipped
 * when the field accepts one kind only), then its fields; the saved credential's id goes to `onCreated`.
 */
export function NewCredentialDialogs({
  unikId,
  kinds,
  open,
  onClose,
  onCreated,
}: {
  unikId: string
  kinds: readonly string[]
  open: boolean
  onClose: () => void
  onCreated: (id: string) => void
}) {
  const known = useCredentialKinds()
  const [picked, setPicked] = useState<TComponentCredential | null>(null)
  const only = kinds.length === 1 ? known.data?.find((k) => k.name === kinds[0]) : undefined
  const kind = picked ?? (open ? only : undefined) ?? null
  const close = () => {
    setPicked(null)
    onClose()
  }
  return (
    <>
      <CredentialKindDialog open={open && kind === null} onClose={close} onPick={setPicked} only={kinds} />
      <CredentialDialog
        unikId={unikId}
        target={open && kind ? { mode: 'create', kind } : null}
        onClose={close}
        onCreated={onCreated}
      />
    </>
  )
}
