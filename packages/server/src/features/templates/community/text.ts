import type { RecipeNode, TemplateRecipe } from '../template-recipe'

// One-shot text tasks: a prompt template and a model in an LLM Chain; the question fills {question}.

function promptTask(
  fields: Omit<TemplateRecipe, 'nodes' | 'edges' | 'type' | 'framework'>,
  template: string,
  temperature = 0.3,
): TemplateRecipe {
  const nodes: Record<string, RecipeNode> = {
    model: { type: 'chatOpenAI', at: [0, 0], inputs: { modelName: 'gpt-4o-mini', temperature } },
    prompt: { type: 'promptTemplate', at: [0, 1], inputs: { template } },
    chain: { type: 'llmChain', at: [1, 0] },
  }
  return {
    ...fields,
    type: 'Chatflow',
    framework: ['LangChain'],
    nodes,
    edges: [
      ['model', 'chain.model'],
      ['prompt', 'chain.prompt'],
    ],
  }
}

export const textTemplates: TemplateRecipe[] = [
  promptTask(
    {
      id: 'llm-chain',
      name: 'LLM Chain',
      description: 'The simplest flow: a prompt template and a chat model answer one question at a time.',
      badge: 'POPULAR',
      usecases: ['Getting Started'],
      tags: ['OpenAI'],
    },
    'You are a helpful expert. Answer the question clearly and briefly.\n\nQuestion: {question}\nAnswer:',
  ),
  promptTask(
    {
      id: 'translator',
      name: 'Translator',
      description: 'Translates any text into French; change the language in the prompt.',
      usecases: ['Translation'],
      tags: ['OpenAI'],
    },
    'Translate the text below into French. Keep names, numbers and formatting as they are, and answer with ' +
      'the translation only.\n\nText:\n{question}',
    0,
  ),
  promptTask(
    {
      id: 'summarizer',
      name: 'Summarize Text',
      description: 'Turns a long text into a short summary with the key points as a list.',
      usecases: ['Summarization'],
      tags: ['OpenAI'],
    },
    'Summarize the text below in two sentences, then list its three most important points.\n\nText:\n{question}',
  ),
  promptTask(
    {
      id: 'email-writer',
      name: 'Email Writer',
      description: 'Writes a polite, well-structured email from a few notes.',
      usecases: ['Writing'],
      tags: ['OpenAI'],
    },
    'Write a short, polite professional email from these notes. Include a subject line, a greeting and a ' +
      'sign-off placeholder.\n\nNotes:\n{question}',
    0.7,
  ),
  promptTask(
    {
      id: 'code-explainer',
      name: 'Code Explainer',
      description: 'Explains what a piece of code does, step by step, and points out possible bugs.',
      usecases: ['Coding'],
      tags: ['OpenAI'],
    },
    'Explain what the following code does, step by step, for a junior developer. Then list any bugs or ' +
      'risks you notice.\n\nCode:\n{question}',
  ),
  promptTask(
    {
      id: 'sql-query-writer',
      name: 'SQL Query Writer',
      description: 'Writes an SQL query from a plain-language request and explains it in one line.',
      usecases: ['Coding', 'Data'],
      tags: ['OpenAI', 'SQL'],
    },
    'Write one standard SQL query for the request below. Answer with the query in a code block, followed by ' +
      'one sentence that explains it. Assume table and column names from the request.\n\nRequest: {question}',
    0,
  ),
  promptTask(
    {
      id: 'social-post',
      name: 'Social Media Post Generator',
      description: 'Turns an announcement into three short posts with different tones.',
      usecases: ['Marketing', 'Writing'],
      tags: ['OpenAI'],
    },
    'Write three short social media posts announcing the news below: one formal, one playful, one with a ' +
      'question to the reader. At most 280 characters each.\n\nNews: {question}',
    0.9,
  ),
]

/** Two chains in a row: the first one's answer fills the second prompt. */
export const promptChaining: TemplateRecipe = {
  id: 'prompt-chaining',
  name: 'Prompt Chaining',
  description: 'A first chain drafts a plan; a second chain reviews the draft and improves it.',
  usecases: ['Getting Started', 'Writing'],
  tags: ['OpenAI'],
  type: 'Chatflow',
  framework: ['LangChain'],
  nodes: {
    model: { type: 'chatOpenAI', at: [0, 0], inputs: { modelName: 'gpt-4o-mini', temperature: 0.5 } },
    draftPrompt: {
      type: 'promptTemplate',
      at: [0, 1],
      inputs: { template: 'Write a short step-by-step plan to reach this goal: {question}' },
    },
    draft: { type: 'llmChain', at: [1, 0], inputs: { chainName: 'Draft' } },
    reviewPrompt: {
      type: 'promptTemplate',
      at: [2, 1],
      inputs: {
        template:
          'Here is a plan for the goal "{goal}":\n{draft}\n\nPoint out its weakest step and answer with an ' +
          'improved plan.',
        promptValues: JSON.stringify({ goal: '{{question}}', draft: '{{llmChain_0.data.instance}}' }),
      },
    },
    review: { type: 'llmChain', at: [3, 0], inputs: { chainName: 'Review' } },
  },
  edges: [
    ['model', 'draft.model'],
    ['draftPrompt', 'draft.prompt'],
    ['draft:outputPrediction', 'reviewPrompt.promptValues'],
    ['model', 'review.model'],
    ['reviewPrompt', 'review.prompt'],
  ],
}
