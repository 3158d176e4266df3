import { z } from 'zod'

export const ZConfirmQuery = z.object({ token: z.string().optional().default('') })
