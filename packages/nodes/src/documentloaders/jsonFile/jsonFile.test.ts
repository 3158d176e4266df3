import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()

const jsonFile = (name: string, value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')},filename:${name}`

const pets = {
  pets: [
    { name: 'Rex', kind: 'dog', owner: { name: 'Ann' } },
    { name: 'Tom', kind: 'cat' },
  ],
}

describe('Json File', () => {
  it('makes one document of every text value, numbered per file', async () => {
    const docs = await loadDocuments(harness, 'jsonFile', { jsonFile: jsonFile('pets.json', pets) })
    expect(docs.map((d) => d.pageContent)).toEqual(['Rex', 'dog', 'Ann', 'Tom', 'cat'])
    expect(docs[2]?.metadata).toEqual({ source: 'pets.json', line: 3 })
  })

  it('keeps only the values under the pointers named (at any depth)', async () => {
    const docs = await loadDocuments(harness, 'jsonFile', {
      jsonFile: jsonFile('pets.json', pets),
      pointersName: '/kind, owner',
    })
    expect(docs.map((d) => d.pageContent)).toEqual(['dog', 'Ann', 'cat'])
  })

  it('makes one document per object of an array when separateByObject is on (Flowise 3.1)', async () => {
    const docs = await loadDocuments(harness, 'jsonFile', {
      jsonFile: jsonFile('pets.json', pets.pets),
      separateByObject: true,
      pointersName: 'kind',
    })
    expect(docs.map((d) => d.pageContent)).toEqual([
      'name: Rex\nkind: dog\nowner.name: Ann',
      'name: Tom\nkind: cat',
    ])
  })

  it('names the file that is not JSON', async () => {
    const broken = `data:application/json;base64,${Buffer.from('{nope').toString('base64')},filename:bad.json`
    await expect(harness.supply('jsonFile', { inputs: { jsonFile: broken } })).rejects.toThrow(
      'bad.json is not valid JSON',
    )
  })
})
