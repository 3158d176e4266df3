import { z } from 'zod'

/**
 * Publications of a flow (docs/product.md#publishing): one settings record per technology, and each
 * publish a numbered version of the flow (numbers count across technologies, so `/p/{flowId}/v/{n}`
 * names one). At most one technology of a flow is public at a time.
 */
export const PUBLICATION_TECHNOLOGIES = [
  'chat',
  'arjs',
  'playcanvas',
  'babylonjs',
  'threejs',
  'aframevr',
] as const
export const ZPublicationTechnology = z.enum(PUBLICATION_TECHNOLOGIES)
export type TPublicationTechnology = z.infer<typeof ZPublicationTechnology>
/** The technologies that render a UPDL scene as a page (all but chat). */
export type TSceneTechnology = Exclude<TPublicationTechnology, 'chat'>
export const isSceneTechnology = (t: TPublicationTechnology): t is TSceneTechnology => t !== 'chat'

export const ZGenerationMode = z.enum(['streaming', 'pregeneration'])
export type TGenerationMode = z.infer<typeof ZGenerationMode>

export const AR_MARKER_TYPES = ['preset', 'pattern', 'barcode', 'wallpaper'] as const
export const AR_PRESETS = ['hiro', 'kanji', 'A', 'B', 'C'] as const

/** Options of the AR.js page: a preset marker (hiro by default), an uploaded pattern, a barcode, or none. */
export const ZArjsOptions = z.object({
  markerType: z.enum(AR_MARKER_TYPES).default('preset'),
  preset: z.enum(AR_PRESETS).default('hiro'),
  /** A `.patt` file's URL (https, or a data: URL of the pattern's text). */
  patternUrl: z
    .string()
    .max(200_000)
    .refine(
      (u) => /^(https?:\/\/|data:|\/)/.test(u),
      'Use an http(s) URL, a data: URL or a path on this server',
    )
    .optional(),
  barcodeMatrix: z
    .enum(['3x3', '3x3_HAMMING63', '3x3_PARITY65', '4x4', '4x4_BCH_13_9_3', '4x4_BCH_13_5_5'])
    .optional(),
  barcodeValue: z.number().int().min(0).max(8191).optional(),
})
export type TArjsOptions = z.infer<typeof ZArjsOptions>

export const ZPublicationOptions = z.object({
  title: z.string().trim().max(200).default(''),
  /** Language of the page's own texts (quiz progress, lead form, results); `auto`: the visitor's browser's. */
  language: z.enum(['auto', 'en', 'ru']).default('auto'),
  /** `local`: libraries from this server under /assets/libs (works offline); `cdn`: from a public CDN. */
  libSource: z.enum(['local', 'cdn']).default('local'),
  arjs: ZArjsOptions.optional(),
})
export type TPublicationOptions = z.infer<typeof ZPublicationOptions>

export const TARGET_PLATFORMS = ['web', 'mobile', 'desktop', 'vr'] as const
export const ZTargetPlatform = z.enum(TARGET_PLATFORMS)
export type TTargetPlatform = z.infer<typeof ZTargetPlatform>

/** `PUT …/publications/:technology`: the settings the next publish uses (and the Make Public switch). */
export const ZPublicationSettingsBody = z.object({
  isPublic: z.boolean().optional(),
  generationMode: ZGenerationMode.optional(),
  targetPlatforms: z.array(ZTargetPlatform).max(TARGET_PLATFORMS.length).optional(),
  options: ZPublicationOptions.optional(),
})
export type TPublicationSettingsBody = z.infer<typeof ZPublicationSettingsBody>

export const ZPublication = z.object({
  id: z.string(),
  chatflowid: z.string(),
  technology: ZPublicationTechnology,
  isPublic: z.boolean(),
  generationMode: ZGenerationMode,
  targetPlatforms: z.array(ZTargetPlatform),
  options: ZPublicationOptions,
  /** The newest published version of this technology, if any. */
  currentVersion: z.number().int().nullable(),
  updatedDate: z.string(),
})
export type TPublication = z.infer<typeof ZPublication>

/** `failed`: a scheduled version whose flow had no scene any more when its time came. */
export const ZPublicationVersionStatus = z.enum(['published', 'scheduled', 'canceled', 'failed'])
export type TPublicationVersionStatus = z.infer<typeof ZPublicationVersionStatus>

export const ZPublicationVersion = z.object({
  id: z.string(),
  chatflowid: z.string(),
  technology: ZPublicationTechnology,
  version: z.number().int(),
  status: ZPublicationVersionStatus,
  generationMode: ZGenerationMode,
  targetPlatforms: z.array(ZTargetPlatform),
  title: z.string(),
  scheduledFor: z.string().nullable(),
  publishedDate: z.string().nullable(),
  createdDate: z.string(),
})
export type TPublicationVersion = z.infer<typeof ZPublicationVersion>

/** `GET …/chatflows/:id/publications`: settings per technology and every version, newest first. */
export const ZPublicationsOfFlow = z.object({
  publications: z.array(ZPublication),
  versions: z.array(ZPublicationVersion),
})
export type TPublicationsOfFlow = z.infer<typeof ZPublicationsOfFlow>

/** `POST …/publications/:technology/publish`: now, or at `scheduledFor` (ISO date-time in the future). */
export const ZPublishBody = z.object({
  scheduledFor: z.iso.datetime({ offset: true }).optional(),
})
export type TPublishBody = z.infer<typeof ZPublishBody>

/** `GET /public-publications/:id[?version=n]`: what a visitor may see — never flowData or credentials. */
export const ZPublicPublication = z.object({
  chatflowid: z.string(),
  technology: ZPublicationTechnology,
  version: z.number().int(),
  title: z.string(),
  generationMode: ZGenerationMode,
  publishedDate: z.string().nullable(),
  pageUrl: z.string(),
})
export type TPublicPublication = z.infer<typeof ZPublicPublication>

/** The spec's exact texts (docs/product.md#error-texts). */
export const PublishMessages = {
  noUpdlNodes: 'No UPDL nodes found in this flow',
  failedToPublish: 'Failed to publish',
  failedToLoad: 'Failed to load AR scene',
  failedToGenerate: 'Failed to generate AR scene',
  settingsFailed: 'Error saving publication settings',
  displaySaved: 'Display mode saved successfully',
} as const

/** Public page paths of a flow's publication (latest, or one pinned version). */
export const publicationPagePath = (flowId: string, version?: number): string =>
  version === undefined ? `/p/${encodeURIComponent(flowId)}` : `/p/${encodeURIComponent(flowId)}/v/${version}`
