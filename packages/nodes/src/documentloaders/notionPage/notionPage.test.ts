import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { NOTION_TOKEN, startFakeNotion } from '../../testing/fake-notion'
import { notionIdOf } from './notion-api'

const harness = useNodeHarness()
let notion: TLocalServer
beforeAll(async () => {
  notion = await startFakeNotion()
})
afterAll(() => notion.close())

const load = (pageId: string, token = NOTION_TOKEN) =>
  harness.supply('notionPage', {
    credential: { notionIntegrationToken: token, basePath: notion.url },
    inputs: { pageId },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Document[]>

describe('Notion Page loader against a double of Notion’s API', () => {
  it('loads the page’s blocks as text (nested ones indented, every cursor page) and its child page apart', async () => {
    const docs = await load('root')
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      [
        '# Handbook\nWelcome aboard.\nBenefits\n  - Gym\n- [x] Sign contract',
        { notionId: 'root', title: 'Handbook', url: 'https://www.notion.so/Handbook-root' },
      ],
      ['25 days a year.', { notionId: 'sub', title: 'Holidays', url: 'https://www.notion.so/Holidays-sub' }],
    ])
  })

  it('reads the id out of a pasted page URL, or takes a bare id with or without dashes', () => {
    const hex = '0123456789abcdef0123456789abcdef'
    expect(notionIdOf(`https://www.notion.so/team/My-Page-${hex}?pvs=4`)).toBe(hex)
    expect(notionIdOf('01234567-89ab-cdef-0123-456789abcdef')).toBe('01234567-89ab-cdef-0123-456789abcdef')
    expect(notionIdOf(` ${hex} `)).toBe(hex)
  })

  it('fails naming Notion and the status when the token is refused', async () => {
    await expect(load('root', 'wrong')).rejects.toThrow(/Notion answered HTTP 401/)
  })
})
