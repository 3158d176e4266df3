import { z } from 'zod'

export const ZUnikParams = z.object({ unikId: z.string().min(1) })
export const ZMemberParams = z.object({ unikId: z.string().min(1), userId: z.string().min(1) })
