import type { TInputDefinition } from '@unikflow/graph'
import { valueTypeField } from '../shared/v2-inputs'

type TArrayField = NonNullable<TInputDefinition['array']>[number]

/** The row fields of a form declared on Start (its Form Input, or the form of a scheduled run). */
export function startFormFields(arrayName: string): TArrayField[] {
  return [
    valueTypeField([{ label: 'Options', name: 'options' }]),
    { label: 'Label', name: 'label', type: 'string', placeholder: 'What the person reads' },
    {
      label: 'Variable Name',
      name: 'name',
      type: 'string',
      placeholder: 'firstName',
      description: 'The name the value is read by, in camel case',
    },
    {
      label: 'Add Options',
      name: 'addOptions',
      type: 'array',
      show: { [`${arrayName}[$index].type`]: 'options' },
      array: [{ label: 'Option', name: 'option', type: 'string' }],
    },
  ]
}
