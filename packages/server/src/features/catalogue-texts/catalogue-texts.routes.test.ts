import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { terminologyProblems } from '@unikflow/testkit'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { communityTemplateTexts, templateTexts } from '../templates/community-template-texts'
import { listCommunityTemplates } from '../templates/community-templates'

describe('catalogue texts', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('sqlite')
  })
  afterAll(() => t.close())

  it('answers the Russian texts of nodes, credential kinds and templates, revalidated by ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/catalogue-texts/ru' })
    expect(res.statusCode).toBe(200)
    const texts = res.json<Record<string, string>>()
    expect(texts['Temperature']).toBe('Температура')
    expect(texts['Conversation with Memory']).toMatch(/[а-я]/i)
    expect(texts['OpenAI Api Key']).toMatch(/[а-я]/i)
    expect(res.headers['cache-control']).toBe('public, no-cache')
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/catalogue-texts/ru',
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers nothing to translate for English and refuses unknown languages', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/v1/catalogue-texts/en' })
    expect(en.json()).toEqual({})
    const de = await t.app.inject({ method: 'GET', url: '/api/v1/catalogue-texts/de' })
    expect(de.statusCode).toBe(400)
  })
})

describe.each(Object.entries(communityTemplateTexts))('community template texts in %s', (language, texts) => {
  it('translates every text of every community template, and only those', async () => {
    const used = new Set((await listCommunityTemplates()).flatMap(templateTexts))
    expect([...used].filter((text) => !(text in texts))).toEqual([])
    expect(Object.keys(texts).filter((text) => !used.has(text))).toEqual([])
  })

  it('keeps to the glossary', () => {
    const problems = Object.entries(texts).flatMap(([english, translated]) => [
      ...terminologyProblems('en', english),
      ...(language === 'ru' ? terminologyProblems('ru', translated) : []),
    ])
    expect(problems).toEqual([])
  })

  it('translates a text the nodes use as the nodes do', async () => {
    const { getNodesSourceUrl, mergeTranslations, readTranslationFiles } = await import('@unikflow/nodes')
    const nodeFiles = await readTranslationFiles(fileURLToPath(getNodesSourceUrl()), language)
    expect(mergeTranslations([...nodeFiles, { path: 'templates', texts }]).conflicts).toEqual([])
  })
})
