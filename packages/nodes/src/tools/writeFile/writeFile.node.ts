import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileToolInputs } from '../../shared/file-tool-inputs'

export const writeFile = defineNode({
  name: 'writeFile',
  label: 'Write File',
  version: 2,
  type: 'WriteFile',
  category: NodeCategories.Tools,
  description: "Lets an agent write text files into the unik's file workspace",
  baseClasses: ['WriteFile', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/writeFile/writeFile.svg',
  inputs: fileToolInputs,
})
