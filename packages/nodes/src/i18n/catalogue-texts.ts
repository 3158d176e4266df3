import { DEFAULT_CREDENTIAL_LABEL, type TNodeDescriptor } from '@unikflow/graph'
import type { TCredentialDefinition } from '../credentials/credential-definitions'

/**
 * Languages the catalogue's texts are translated into. English is the source: the texts as the
 * descriptors (and templates, credential kinds) write them are the keys of each language's texts.
 */
export const CATALOGUE_LANGUAGES = ['ru'] as const
export type TCatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number]

/** Texts without a Latin letter (numbers, ports, separators) read the same in every language. */
export const needsTranslation = (text: string): boolean => /[A-Za-z]/.test(text)

/** The fields a person reads of anything declared like an input: an input, an array row field, a tab. */
function inputTexts(input: unknown, out: Set<string>): void {
  if (typeof input !== 'object' || input === null) return
  for (const key of ['label', 'description', 'placeholder', 'warning', 'headerName'])
    addText(Reflect.get(input, key), out)
  for (const key of ['array', 'tabs', 'datagrid']) {
    const list: unknown = Reflect.get(input, key)
    if (Array.isArray(list)) for (const item of list) inputTexts(item, out)
  }
  const options: unknown = Reflect.get(input, 'options')
  if (Array.isArray(options))
    for (const option of options) {
      if (typeof option !== 'object' || option === null) continue
      // An option labelled with its own value (a model name) is shown as that value in every language.
      const label: unknown = Reflect.get(option, 'label')
      if (label !== Reflect.get(option, 'name')) addText(label, out)
      addText(Reflect.get(option, 'description'), out)
    }
}

function addText(value: unknown, out: Set<string>): void {
  if (typeof value === 'string' && value.trim() !== '' && needsTranslation(value)) out.add(value)
}

/** Every text of a node a person reads on the canvas, in the palette or in a node's dialogs. */
export function nodeTexts(descriptor: TNodeDescriptor): string[] {
  const out = new Set<string>()
  addText(descriptor.label, out)
  addText(descriptor.description, out)
  if (descriptor.credential) addText(descriptor.credential.label ?? DEFAULT_CREDENTIAL_LABEL, out)
  for (const input of descriptor.inputs) inputTexts(input, out)
  for (const output of descriptor.outputs ?? []) inputTexts(output, out)
  const v2Outputs = descriptor.capabilities?.agentflowV2?.outputs
  if (typeof v2Outputs === 'object' && 'labels' in v2Outputs)
    for (const label of v2Outputs.labels ?? []) addText(label, out)
  return [...out]
}

/** Every text of a credential kind's form (the credential dialog). */
export function credentialTexts(definition: TCredentialDefinition): string[] {
  const out = new Set<string>()
  addText(definition.label, out)
  addText(definition.description, out)
  for (const input of definition.inputs) inputTexts(input, out)
  return [...out]
}

/**
 * Where a node's own translations live: `<name>.<language>.json` beside its descriptor (the folder of
 * its icon), relative to this package's `src`.
 */
export function nodeTextsFile(descriptor: Pick<TNodeDescriptor, 'name' | 'icon'>, language: string): string {
  const folder = descriptor.icon.slice(0, descriptor.icon.lastIndexOf('/'))
  return `${folder}/${descriptor.name}.${language}.json`
}
