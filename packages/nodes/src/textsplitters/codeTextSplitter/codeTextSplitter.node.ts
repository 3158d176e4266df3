import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chunkSizeInputs } from '../chunk-size-inputs'

/** The languages LangChain's RecursiveCharacterTextSplitter.fromLanguage knows (SupportedTextSplitterLanguages). */
export const CODE_LANGUAGES = [
  'cpp',
  'go',
  'java',
  'js',
  'php',
  'proto',
  'python',
  'rst',
  'ruby',
  'rust',
  'scala',
  'swift',
  'markdown',
  'latex',
  'html',
  'sol',
] as const

export const codeTextSplitter = defineNode({
  name: 'codeTextSplitter',
  label: 'Code Text Splitter',
  version: 1,
  type: 'CodeTextSplitter',
  category: NodeCategories.TextSplitters,
  description: 'Cuts source code into chunks at the classes, functions and blocks of its language',
  baseClasses: ['CodeTextSplitter', 'RecursiveCharacterTextSplitter', 'TextSplitter'],
  icon: 'textsplitters/codeTextSplitter/codeTextSplitter.svg',
  inputs: [
    {
      label: 'Language',
      name: 'language',
      type: 'options',
      options: CODE_LANGUAGES.map((name) => ({ label: name, name })),
      default: 'js',
    },
    ...chunkSizeInputs,
  ],
})
