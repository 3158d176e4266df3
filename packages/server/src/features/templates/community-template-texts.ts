import type { TCatalogueTextLanguage, TTemplateSummary } from '@unikflow/graph'
import ru from './community/templates.ru.json'

type TTranslated = Exclude<TCatalogueTextLanguage, 'en'>

/**
 * The community templates' texts in each language, English text → translation (the catalogue-texts route
 * serves them with the nodes'). One file per language: names, descriptions, use cases, tags, badges and
 * what a template requires; `templateTexts` lists what must be there.
 */
export const communityTemplateTexts: Record<TTranslated, Record<string, string>> = { ru }

/** Every text of a template a person reads on the templates pages. */
export function templateTexts(
  template: Pick<TTemplateSummary, 'name' | 'description' | 'badge' | 'usecases' | 'tags' | 'requires'>,
): string[] {
  const texts = [template.name, template.description, template.badge, template.requires]
  return [...new Set([...texts, ...template.usecases, ...template.tags])].filter(
    (text): text is string => typeof text === 'string' && /[A-Za-z]/.test(text),
  )
}
