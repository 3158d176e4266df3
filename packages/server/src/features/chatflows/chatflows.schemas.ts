import { z } from 'zod'

export const ZChatflowParams = z.object({ unikId: z.string().min(1), id: z.string().min(1) })

/** Saved flows may be large (Flowise nodes carry their whole descriptor); above Fastify's 1 MB default. */
export const FLOW_BODY_LIMIT = 16 * 1024 * 1024
