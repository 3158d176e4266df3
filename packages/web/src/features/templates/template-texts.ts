import type { TTemplateSummary } from '@unikflow/graph'
import type { TCatalogueText } from '../../i18n/catalogue-text'

/**
 * A community template as the current language shows it: name, description, use cases, tags and what it
 * requires translated (the catalogue ships them). A unik's own templates are the people's own words.
 */
export function translateTemplate<T extends TTemplateSummary>(template: T, text: TCatalogueText): T {
  if (template.source !== 'community') return template
  return {
    ...template,
    name: text(template.name),
    description: text(template.description),
    usecases: template.usecases.map(text),
    tags: template.tags.map(text),
    requires: template.requires === null ? null : text(template.requires),
  }
}
