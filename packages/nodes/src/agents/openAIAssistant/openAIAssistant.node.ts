import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const openAIAssistant = defineNode({
  name: 'openAIAssistant',
  label: 'OpenAI Assistant',
  // Flowise's version 4: its inputs are those of version 1 and the options added since (same names, no move).
  version: 4,
  type: 'OpenAIAssistant',
  category: NodeCategories.Agents,
  description:
    'Answers with one of the unik’s OpenAI assistants (Assistants API): one thread per session; the function tools it calls run with the connected tools of the same name',
  baseClasses: ['OpenAIAssistant'],
  icon: 'agents/openAIAssistant/openAIAssistant.svg',
  badge: 'DEPRECATING',
  inputs: [
    {
      label: 'Select Assistant',
      name: 'selectedAssistant',
      type: 'string',
      description: 'Id of an OpenAI assistant saved in this unik (Assistants page)',
    },
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true, optional: true },
    inputModerationAnchor,
    {
      label: 'Tool Choice',
      name: 'toolChoice',
      type: 'string',
      description: '"none", "auto", "required" or the name of a function the run must call',
      placeholder: 'file_search',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Parallel Tool Calls',
      name: 'parallelToolCalls',
      type: 'boolean',
      description: 'Lets the assistant call several tools at once',
      default: true,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Disable File Download',
      name: 'disableFileDownload',
      type: 'boolean',
      description: 'Kept so Flowise exports open; files the assistant writes are not downloaded here',
      optional: true,
      additionalParams: true,
    },
  ],
})
