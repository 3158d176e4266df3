import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'

/**
 * Credentials added, changed or removed in one tab are announced to the others, whose credential lists
 * (a canvas field, the assistant form) refetch: the list refreshes, a half-filled form stays as it is.
 */
const CHANNEL = 'unikflow-credentials'

const credentialsKey = (unikId: string) => ['uniks', unikId, 'credentials'] as const

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
}

/** Tells the other tabs that the unik's credentials changed. */
export function announceCredentialChange(unikId: string) {
  const channel = openChannel()
  channel?.postMessage({ unikId })
  channel?.close()
}

/** Refetches a unik's credential lists when another tab announces a change (mounted once in the app). */
export function useCredentialChangesFromOtherTabs() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const channel = openChannel()
    if (!channel) return
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data
      if (data && typeof data === 'object' && 'unikId' in data && typeof data.unikId === 'string')
        void queryClient.invalidateQueries({ queryKey: credentialsKey(data.unikId) })
    }
    return () => channel.close()
  }, [queryClient])
}
