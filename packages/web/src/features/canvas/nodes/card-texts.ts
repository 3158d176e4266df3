import { createContext, useContext, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useCatalogueText, type TCatalogueText } from '../../../i18n/catalogue-text'

/** The texts every node card shows. */
export interface CardTexts {
  inputs: string
  outputs: string
  output: string
  info: string
  additionalParams: string
  editParams: string
  /** The hint of an input that takes several connections. */
  acceptsMany: string
  unknown: (name: string) => string
  /** A node's own text (label, param, option) in the current language. */
  text: TCatalogueText
}

/**
 * Translated once per canvas and handed to the cards: a `useTranslation` in each card (an i18n
 * subscription and lookups per card) was a visible share of mounting the 300 cards of a large flow.
 */
export const CardTextsContext = createContext<CardTexts | null>(null)

/** The cards' texts in the current language (FlowCanvas provides them; a language change renews them). */
export function useTranslatedCardTexts(): CardTexts {
  const { t } = useTranslation('canvas')
  const text = useCatalogueText()
  return useMemo(
    () => ({
      inputs: t('inputs'),
      outputs: t('outputs'),
      output: t('output'),
      info: t('node.info'),
      additionalParams: t('additionalParams'),
      editParams: t('node.editParams'),
      acceptsMany: t('node.acceptsMany'),
      unknown: (name: string) => t('node.unknown', { name }),
      text,
    }),
    [t, text],
  )
}

export function useCardTexts(): CardTexts {
  const texts = useContext(CardTextsContext)
  if (!texts) throw new Error('useCardTexts outside the canvas')
  return texts
}
