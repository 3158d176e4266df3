import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { promptValuesParam } from '../../shared/inputs'

/** Where the canvas stores which tab of "Message History" is in use (`${tabIdentifier}_${nodeId}`). */
export const MESSAGES_TAB_IDENTIFIER = 'selectedMessagesTab'

export const chatPromptTemplate = defineNode({
  name: 'chatPromptTemplate',
  label: 'Chat Prompt Template',
  version: 2,
  type: 'ChatPromptTemplate',
  category: NodeCategories.Prompts,
  description: 'A system message and a human message, both with {variables}, for chat models',
  baseClasses: ['ChatPromptTemplate', 'BaseChatPromptTemplate', 'BasePromptTemplate', 'Runnable'],
  icon: 'prompts/chatPromptTemplate/chatPromptTemplate.svg',
  inputs: [
    {
      label: 'System Message',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      placeholder: 'You are a helpful assistant that translates {input_language} to {output_language}.',
    },
    { label: 'Human Message', name: 'humanMessagePrompt', type: 'string', rows: 4, placeholder: '{text}' },
    promptValuesParam,
    {
      label: 'Message History',
      name: 'messageHistory',
      type: 'tabs',
      description: 'Messages put between the system message and the human one, such as worked examples',
      tabIdentifier: MESSAGES_TAB_IDENTIFIER,
      default: 'messageHistoryCode',
      additionalParams: true,
      tabs: [
        {
          label: 'Add Messages (Code)',
          name: 'messageHistoryCode',
          type: 'code',
          description:
            'JavaScript returning an array of messages: { role, content } objects (role human, ai, system or tool) or [role, content] pairs',
          codeExample:
            "return [\n  { role: 'human', content: 'Two plus two?' },\n  { role: 'ai', content: 'Four.' },\n]",
          hideCodeExecute: true,
          optional: true,
          additionalParams: true,
        },
      ],
    },
  ],
})
