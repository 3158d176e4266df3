import { z } from 'zod'

/**
 * Which graph of a flow a run uses: the canvas's saved draft, the live release (every save when the
 * flow does not release explicitly), or one release by its number.
 */
export type TReleaseSelector = 'draft' | 'live' | number

export const RELEASE_NOTE_MAX = 2000

/** A release number a request pins (`release` in a prediction body, `?release=N`). */
export const ZReleaseNumber = z.coerce.number().int().min(1)

/** One release of a flow: a saved version given a number and a note. */
export const ZFlowRelease = z.object({
  release: z.number().int(),
  /** The flow `version` (save) it released, and that version's id in the history. */
  version: z.number().int(),
  versionId: z.string(),
  note: z.string(),
  releasedAt: z.string(),
  releasedBy: z.object({ userId: z.string(), email: z.string() }).nullable(),
  nodeCount: z.number().int(),
  edgeCount: z.number().int(),
  live: z.boolean(),
})
export type TFlowRelease = z.infer<typeof ZFlowRelease>

/** A flow's release setting and its releases, newest first. */
export const ZFlowReleases = z.object({
  releaseExplicitly: z.boolean(),
  liveRelease: z.number().int().nullable(),
  /** The flow's current saved version (the draft). */
  draftVersion: z.number().int(),
  releases: z.array(ZFlowRelease),
})
export type TFlowReleases = z.infer<typeof ZFlowReleases>

export const ZFlowReleaseSettingsBody = z.object({ releaseExplicitly: z.boolean() })

/** Releases a saved version (the current draft when `version` is left out) with a note. */
export const ZFlowReleaseBody = z.object({
  version: z.number().int().min(1).optional(),
  note: z.string().trim().max(RELEASE_NOTE_MAX).default(''),
})
export type TFlowReleaseBody = z.input<typeof ZFlowReleaseBody>

export const ZFlowReleaseParams = z.object({
  unikId: z.string().min(1),
  id: z.string().min(1),
  release: ZReleaseNumber,
})
