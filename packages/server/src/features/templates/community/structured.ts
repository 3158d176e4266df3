import type { RecipeNode, TemplateRecipe } from '../template-recipe'

// Answers as data: an output parser turns the model's answer into JSON (or a list) the caller can use.

function parsed(
  fields: Omit<TemplateRecipe, 'nodes' | 'edges' | 'type' | 'framework'>,
  template: string,
  parser: RecipeNode,
): TemplateRecipe {
  return {
    ...fields,
    type: 'Chatflow',
    framework: ['LangChain'],
    nodes: {
      model: { type: 'chatOpenAI', at: [0, 0], inputs: { modelName: 'gpt-4o-mini', temperature: 0 } },
      prompt: { type: 'promptTemplate', at: [0, 1], inputs: { template } },
      parser,
      chain: { type: 'llmChain', at: [1, 0] },
    },
    edges: [
      ['model', 'chain.model'],
      ['prompt', 'chain.prompt'],
      ['parser', 'chain.outputParser'],
    ],
  }
}

export const structuredTemplates: TemplateRecipe[] = [
  parsed(
    {
      id: 'structured-output',
      name: 'Structured Output',
      description: 'Answers a question as JSON with the fields you define in a table.',
      badge: 'NEW',
      usecases: ['Extraction', 'Getting Started'],
      tags: ['OpenAI', 'JSON'],
    },
    'Answer the question.\n\nQuestion: {question}',
    {
      type: 'structuredOutputParser',
      at: [0, 2],
      inputs: {
        autofixParser: true,
        jsonStructure: [
          { property: 'answer', type: 'string', description: 'the answer, in one or two sentences' },
          { property: 'confidence', type: 'number', description: 'how sure you are, from 0 to 1' },
        ],
      },
    },
  ),
  parsed(
    {
      id: 'data-extraction',
      name: 'Data Extraction',
      description:
        'Pulls a contact (name, email, company, what they want) out of any message — no database or SQL needed.',
      usecases: ['Extraction', 'Sales'],
      tags: ['OpenAI', 'JSON'],
    },
    'Extract the contact details from the message below. Use null for anything the message does not say.\n\n' +
      'Message:\n{question}',
    {
      type: 'advancedStructuredOutputParser',
      at: [0, 2],
      inputs: {
        autofixParser: true,
        exampleJson:
          'z.object({\n  name: z.string().nullable(),\n  email: z.string().nullable(),\n' +
          '  company: z.string().nullable(),\n  intent: z.string().describe("what the person wants, in a few words")\n})',
      },
    },
  ),
  parsed(
    {
      id: 'sentiment-classifier',
      name: 'Sentiment Classifier',
      description: 'Labels a review or message as positive, neutral or negative, with the reason.',
      usecases: ['Classification', 'Support'],
      tags: ['OpenAI', 'JSON'],
    },
    'Classify the sentiment of this customer message.\n\nMessage:\n{question}',
    {
      type: 'structuredOutputParser',
      at: [0, 2],
      inputs: {
        jsonStructure: [
          { property: 'sentiment', type: 'string', description: 'positive, neutral or negative' },
          { property: 'reason', type: 'string', description: 'the words that show it' },
        ],
      },
    },
  ),
  parsed(
    {
      id: 'list-generator',
      name: 'List Generator',
      description: 'Answers with a plain list (comma-separated values parsed into an array).',
      usecases: ['Extraction', 'Getting Started'],
      tags: ['OpenAI', 'CSV'],
    },
    'List five items for the request below.\n\nRequest: {question}',
    { type: 'csvOutputParser', at: [0, 2] },
  ),
]
