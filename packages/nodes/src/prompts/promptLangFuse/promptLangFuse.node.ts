import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { promptValuesParam } from '../../shared/inputs'

export const promptLangFuse = defineNode({
  name: 'promptLangFuse',
  label: 'LangFuse Prompt Template',
  version: 1,
  type: 'PromptTemplate',
  category: NodeCategories.Prompts,
  description: "A text prompt kept in Langfuse's prompt management, fetched by its name at run time",
  baseClasses: ['PromptTemplate', 'BaseStringPromptTemplate', 'BasePromptTemplate'],
  icon: 'prompts/promptLangFuse/promptLangFuse.svg',
  credential: { label: 'Langfuse Credential', credentialNames: ['langfuseApi'] },
  inputs: [
    { label: 'Prompt Name', name: 'template', type: 'string', placeholder: 'Name of the template' },
    promptValuesParam,
  ],
})
