import { describe, expect, it } from 'vitest'
import type { TPublicNodeDescriptor } from '@unikflow/graph'
import { compactConfig, fileInput, formInputs, missingInputs, withDefaults } from './node-config'

const node: TPublicNodeDescriptor = {
  name: 'pdfFile',
  label: 'Pdf File',
  version: 1,
  type: 'Document',
  category: 'Document Loaders',
  description: 'PDF',
  baseClasses: ['Document'],
  icon: 'x.svg',
  inputs: [
    { label: 'Pdf File', name: 'pdfFile', type: 'file', fileType: '.pdf' },
    { label: 'Text Splitter', name: 'textSplitter', type: 'TextSplitter', optional: true },
    { label: 'Usage', name: 'usage', type: 'options', options: [{ name: 'perPage' }], default: 'perPage' },
    { label: 'Title', name: 'title', type: 'string' },
    { label: 'Legacy', name: 'legacy', type: 'boolean' },
    { label: 'Metadata', name: 'metadata', type: 'json', optional: true },
  ],
}

describe('node config of the store forms', () => {
  it('shows parameters only: no anchors, no file input (uploaded apart)', () => {
    expect(formInputs(node).map((i) => i.name)).toEqual(['usage', 'title', 'legacy', 'metadata'])
    expect(fileInput(node)?.fileType).toBe('.pdf')
  })

  it('fills defaults under saved values and finds empty mandatory fields', () => {
    expect(withDefaults(node, { title: 'x' })).toEqual({ usage: 'perPage', title: 'x' })
    expect(withDefaults(node, { usage: 'perFile' }).usage).toBe('perFile')
    expect(missingInputs(node, { usage: 'perPage', title: '  ' })).toEqual(['title'])
    expect(missingInputs(node, { usage: 'perPage', title: 'Handbook' })).toEqual([])
  })

  it('drops empty strings before sending', () => {
    expect(compactConfig({ a: '', b: 0, c: false, d: 'x' })).toEqual({ b: 0, c: false, d: 'x' })
  })
})
