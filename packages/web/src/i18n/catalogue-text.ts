import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { TInputParam } from '@unikflow/graph'
import { CATALOGUE_NAMESPACE } from './namespaces'

/** A catalogue text (a node's label, an option, a template's name) as the current language shows it. */
export type TCatalogueText = (text: string) => string

/**
 * The catalogue's texts in the current language (suspends until they have arrived). The catalogue is
 * written in English and the translations are keyed by its texts, so a text the translations lack (a
 * label a person gave, a node of a newer catalogue) is shown as written. Translations are for showing
 * only: flows keep the catalogue's English.
 */
export function useCatalogueText(): TCatalogueText {
  const { i18n } = useTranslation(CATALOGUE_NAMESPACE)
  const language = i18n.resolvedLanguage ?? i18n.language
  return useMemo(() => {
    // Read as one flat object: the keys are sentences, with the dots and colons i18next's lookup splits on.
    const bundle: unknown = i18n.getResourceBundle(language, CATALOGUE_NAMESPACE)
    const texts = new Map<string, string>(
      typeof bundle === 'object' && bundle !== null
        ? Object.entries(bundle).filter((e): e is [string, string] => typeof e[1] === 'string')
        : [],
    )
    return (text: string) => texts.get(text) ?? text
  }, [i18n, language])
}

function translateList(list: unknown, text: TCatalogueText): unknown {
  return Array.isArray(list) ? list.map((item: unknown) => translateFields(item, text)) : list
}

// Copies any declared field (an input, an option, a row field, a tab, a grid column) with its texts
// translated; the casts only widen to a record and back, the keys and their types stay as they were.
function translateFields<T>(item: T, text: TCatalogueText): T {
  if (typeof item !== 'object' || item === null) return item
  const copy: Record<string, unknown> = { ...(item as Record<string, unknown>) }
  for (const key of ['label', 'description', 'placeholder', 'warning', 'headerName']) {
    const value = copy[key]
    if (typeof value === 'string') copy[key] = text(value)
  }
  for (const key of ['options', 'array', 'tabs', 'datagrid'])
    if (key in copy) copy[key] = translateList(copy[key], text)
  return copy as T
}

/**
 * An input with the texts a person reads (label, description, placeholder, warning, options, the fields
 * of its rows and tabs, grid headers) translated; its name, type and values are as declared.
 */
export function translateInput<T extends Pick<TInputParam, 'name'>>(input: T, text: TCatalogueText): T {
  return translateFields(input, text)
}
