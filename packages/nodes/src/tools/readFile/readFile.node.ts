import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileToolInputs } from '../../shared/file-tool-inputs'

export const readFile = defineNode({
  name: 'readFile',
  label: 'Read File',
  version: 2,
  type: 'ReadFile',
  category: NodeCategories.Tools,
  description: "Lets an agent read text files from the unik's file workspace",
  baseClasses: ['ReadFile', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/readFile/readFile.svg',
  inputs: fileToolInputs,
})
