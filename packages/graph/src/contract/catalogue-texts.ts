import { z } from 'zod'

/**
 * The catalogue's texts in a language: node labels, descriptions and options, credential kinds'
 * forms, community templates' names, descriptions, use cases, tags and badges. The catalogue is written
 * in English; the answer maps each English text to its translation (empty for English). The browser
 * translates what it shows with it and never stores a translation in a flow.
 */
export const CATALOGUE_TEXT_LANGUAGES = ['en', 'ru'] as const
export const ZCatalogueTextLanguage = z.enum(CATALOGUE_TEXT_LANGUAGES)
export type TCatalogueTextLanguage = z.infer<typeof ZCatalogueTextLanguage>

export const ZCatalogueTexts = z.record(z.string(), z.string())
export type TCatalogueTexts = z.infer<typeof ZCatalogueTexts>
