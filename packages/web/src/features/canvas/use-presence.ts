import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PRESENCE_HEARTBEAT_MS, type TFlowViewer } from '@unikflow/graph'
import { joinPresence, leavePresence } from '../../api/chatflows'
import { useAuth } from '../auth/authContext'

/** Heartbeat while the flow is open (every 10 s); answers the other people who have it open. */
export function usePresence(unikId: string, flowId: string | undefined): TFlowViewer[] {
  const { user } = useAuth()
  const presence = useQuery({
    queryKey: ['uniks', unikId, 'chatflows', 'presence', flowId],
    queryFn: () => joinPresence(unikId, flowId ?? ''),
    enabled: flowId !== undefined,
    refetchInterval: PRESENCE_HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  })
  useEffect(() => {
    if (flowId === undefined) return
    return () => {
      leavePresence(unikId, flowId).catch(() => undefined)
    }
  }, [unikId, flowId])
  return (presence.data?.viewers ?? []).filter((v) => v.userId !== user?.id)
}
