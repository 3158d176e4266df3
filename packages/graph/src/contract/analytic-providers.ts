import { z } from 'zod'

/**
 * The tracing services of the chatflow's analysis tab, with Flowise's keys in `analytic` and its credential
 * names, so an exported flow's analysis settings keep working. `fields` are the settings of the provider
 * beyond its credential and its switch (Flowise's names: Opik's project is `opikProjectName`).
 */
export const ANALYTIC_PROVIDERS = [
  { name: 'langSmith', label: 'LangSmith', credentialName: 'langsmithApi', fields: ['projectName'] },
  { name: 'langFuse', label: 'LangFuse', credentialName: 'langfuseApi', fields: ['release'] },
  { name: 'lunary', label: 'Lunary', credentialName: 'lunaryApi', fields: [] },
  { name: 'langWatch', label: 'LangWatch', credentialName: 'langwatchApi', fields: [] },
  { name: 'arize', label: 'Arize', credentialName: 'arizeApi', fields: ['projectName'] },
  { name: 'phoenix', label: 'Phoenix', credentialName: 'phoenixApi', fields: ['projectName'] },
  { name: 'opik', label: 'Opik', credentialName: 'opikApi', fields: ['opikProjectName'] },
] as const

export type TAnalyticProviderName = (typeof ANALYTIC_PROVIDERS)[number]['name']
export type TAnalyticProviderField = (typeof ANALYTIC_PROVIDERS)[number]['fields'][number]

/** One provider's settings: `{ credentialId, status, projectName | release | opikProjectName }`. */
export const ZAnalyticProviderConfig = z
  .object({
    status: z.boolean().optional(),
    credentialId: z.string().max(200).optional(),
    projectName: z.string().max(200).optional(),
    release: z.string().max(200).optional(),
    opikProjectName: z.string().max(200).optional(),
  })
  .loose()
export type TAnalyticProviderConfig = z.infer<typeof ZAnalyticProviderConfig>
