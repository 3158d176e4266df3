import { describe, expect, it } from 'vitest'
import type { TInputParam } from '@unikflow/graph'
import { translateInput } from './catalogue-text'

const RU: Record<string, string> = {
  Messages: 'Сообщения',
  'Messages put before the conversation': 'Сообщения перед разговором',
  Role: 'Роль',
  System: 'Система',
  Content: 'Содержимое',
  'Type here': 'Пишите здесь',
  Key: 'Ключ',
  Table: 'Таблица',
}
const text = (s: string) => RU[s] ?? s

describe('translateInput', () => {
  it('translates what a person reads, to any depth, and keeps names, types and values', () => {
    const input: TInputParam = {
      name: 'llmMessages',
      label: 'Messages',
      description: 'Messages put before the conversation',
      type: 'array',
      array: [
        {
          name: 'role',
          label: 'Role',
          type: 'options',
          options: [
            { name: 'system', label: 'System' },
            { name: 'gpt-4o', label: 'gpt-4o' },
          ],
        },
        { name: 'content', label: 'Content', type: 'string', placeholder: 'Type here' },
      ],
      tabs: [{ name: 'table', label: 'Table', type: 'datagrid' }],
      datagrid: [{ field: 'key', headerName: 'Key' }],
      default: 'System',
    }
    expect(translateInput(input, text)).toEqual({
      ...input,
      label: 'Сообщения',
      description: 'Сообщения перед разговором',
      array: [
        {
          name: 'role',
          label: 'Роль',
          type: 'options',
          options: [
            { name: 'system', label: 'Система' },
            { name: 'gpt-4o', label: 'gpt-4o' },
          ],
        },
        { name: 'content', label: 'Содержимое', type: 'string', placeholder: 'Пишите здесь' },
      ],
      tabs: [{ name: 'table', label: 'Таблица', type: 'datagrid' }],
      datagrid: [{ field: 'key', headerName: 'Ключ' }],
    })
    // The declared input is left as it was: flows keep the catalogue's English.
    expect(input.label).toBe('Messages')
  })

  it('shows a text the translations lack as written', () => {
    const input: TInputParam = { name: 'x', label: 'My own label', type: 'string' }
    expect(translateInput(input, text)).toEqual(input)
  })
})
