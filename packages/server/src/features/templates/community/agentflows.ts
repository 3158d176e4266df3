import type { RecipeNode, TemplateRecipe } from '../template-recipe'

// Sequential Agents (the agentflow canvas): a Start node with the model, then agents and LLM steps that
// share one conversation, with conditions between them.

const model: RecipeNode = {
  type: 'chatOpenAI',
  at: [0, 0],
  inputs: { modelName: 'gpt-4o-mini', temperature: 0.3 },
}
const start: RecipeNode = { type: 'seqStart', at: [1, 0] }
const agentflow = { type: 'Agentflow', framework: ['LangGraph'] } as const

export const agentflowTemplates: TemplateRecipe[] = [
  {
    ...agentflow,
    id: 'draft-and-review',
    name: 'Draft and Review',
    description:
      'A writer drafts an answer, then a reviewer checks it and answers with the improved version.',
    badge: 'POPULAR',
    usecases: ['Writing', 'Sequential agents'],
    tags: ['OpenAI', 'Agents'],
    nodes: {
      model,
      start,
      writer: {
        type: 'seqLLMNode',
        at: [2, 0],
        inputs: {
          llmNodeName: 'Writer',
          systemMessagePrompt: 'Write a clear first draft that answers the request.',
        },
      },
      reviewer: {
        type: 'seqLLMNode',
        at: [3, 0],
        inputs: {
          llmNodeName: 'Reviewer',
          systemMessagePrompt:
            'You review the draft above: fix mistakes, cut what is not needed and answer with the final text only.',
        },
      },
      end: { type: 'seqEnd', at: [4, 0] },
    },
    edges: [
      ['model', 'start.model'],
      ['start', 'writer.sequentialNode'],
      ['writer', 'reviewer.sequentialNode'],
      ['reviewer', 'end.sequentialNode'],
    ],
  },
  {
    ...agentflow,
    id: 'support-triage',
    name: 'Support Triage',
    description:
      'A classifier reads the message; a condition routes billing and technical questions to their specialists, anything else to a general assistant.',
    badge: 'NEW',
    usecases: ['Support', 'Sequential agents'],
    tags: ['OpenAI', 'Agents', 'Condition'],
    nodes: {
      model,
      start,
      classifier: {
        type: 'seqLLMNode',
        at: [2, 0],
        inputs: {
          llmNodeName: 'Classifier',
          systemMessagePrompt:
            'Classify the customer message as one word: billing, technical or other. Answer with that word only.',
        },
      },
      route: {
        type: 'seqCondition',
        at: [3, 0],
        inputs: {
          conditionName: 'Which team?',
          conditionUI: [
            { variable: '$flow.output.content', operation: 'Contains', value: 'billing', output: 'Billing' },
            {
              variable: '$flow.output.content',
              operation: 'Contains',
              value: 'technical',
              output: 'Technical',
            },
          ],
        },
      },
      billing: {
        type: 'seqLLMNode',
        at: [4, 0],
        inputs: {
          llmNodeName: 'Billing',
          systemMessagePrompt:
            'You are the billing specialist. Answer the customer about invoices and payments.',
        },
      },
      technical: {
        type: 'seqLLMNode',
        at: [4, 1],
        inputs: {
          llmNodeName: 'Technical',
          systemMessagePrompt:
            'You are the technical support specialist. Give numbered troubleshooting steps.',
        },
      },
      general: {
        type: 'seqLLMNode',
        at: [4, 2],
        inputs: {
          llmNodeName: 'General',
          systemMessagePrompt: 'You are a friendly assistant. Answer briefly.',
        },
      },
      endBilling: { type: 'seqEnd', at: [5, 0] },
      endTechnical: { type: 'seqEnd', at: [5, 1] },
      endGeneral: { type: 'seqEnd', at: [5, 2] },
    },
    edges: [
      ['model', 'start.model'],
      ['start', 'classifier.sequentialNode'],
      ['classifier', 'route.sequentialNode'],
      ['route:billing', 'billing.sequentialNode'],
      ['route:technical', 'technical.sequentialNode'],
      ['route:end', 'general.sequentialNode'],
      ['billing', 'endBilling.sequentialNode'],
      ['technical', 'endTechnical.sequentialNode'],
      ['general', 'endGeneral.sequentialNode'],
    ],
  },
  {
    ...agentflow,
    id: 'approval-before-tools',
    name: 'Approval Before Tools',
    description:
      'An agent that asks the person to approve each tool call (Proceed or Reject) before it runs.',
    usecases: ['Agent', 'Human in the loop', 'Sequential agents'],
    tags: ['OpenAI', 'Agents', 'Tools'],
    nodes: {
      model,
      start,
      calculator: { type: 'calculator', at: [1, 1] },
      agent: {
        type: 'seqAgent',
        at: [2, 0],
        inputs: {
          agentName: 'Accountant',
          systemMessagePrompt:
            'You do arithmetic with the calculator tool and explain the result in one sentence.',
          interrupt: true,
        },
      },
      end: { type: 'seqEnd', at: [3, 0] },
    },
    edges: [
      ['model', 'start.model'],
      ['start', 'agent.sequentialNode'],
      ['calculator', 'agent.tools'],
      ['agent', 'end.sequentialNode'],
    ],
  },
  {
    ...agentflow,
    id: 'plan-and-execute',
    name: 'Plan and Execute',
    description: 'A planner breaks the request into steps; an agent with tools carries them out and reports.',
    usecases: ['Agent', 'Sequential agents'],
    tags: ['OpenAI', 'Agents', 'Tools'],
    nodes: {
      model,
      start,
      planner: {
        type: 'seqLLMNode',
        at: [2, 0],
        inputs: {
          llmNodeName: 'Planner',
          systemMessagePrompt: 'Break the request into at most three numbered steps. Do not carry them out.',
        },
      },
      calculator: { type: 'calculator', at: [2, 1] },
      executor: {
        type: 'seqAgent',
        at: [3, 0],
        inputs: {
          agentName: 'Executor',
          systemMessagePrompt:
            'Carry out the plan above step by step with your tools, then give the final result.',
        },
      },
      end: { type: 'seqEnd', at: [4, 0] },
    },
    edges: [
      ['model', 'start.model'],
      ['start', 'planner.sequentialNode'],
      ['planner', 'executor.sequentialNode'],
      ['calculator', 'executor.tools'],
      ['executor', 'end.sequentialNode'],
    ],
  },
  {
    ...agentflow,
    id: 'research-and-write',
    name: 'Research and Write',
    description:
      'A researcher searches your notes with a knowledge tool, then a writer turns the findings into a short answer.',
    usecases: ['Documents QnA', 'Writing', 'Sequential agents'],
    tags: ['OpenAI', 'Agents', 'RAG'],
    nodes: {
      model,
      start,
      notes: {
        type: 'plainText',
        at: [0, 1],
        inputs: {
          text:
            'Unikflow runs chat flows and agent flows built as node graphs.\n\n' +
            'Flows are published as chatbots (page, widget, API) or as AR and 3D pages.\n\n' +
            'Document stores keep your files as chunks and vectors for retrieval.',
        },
      },
      embeddings: { type: 'localHashEmbeddings', at: [0, 2] },
      store: { type: 'memoryVectorStore', at: [1, 1], inputs: { topK: 2 } },
      search: {
        type: 'retrieverTool',
        at: [1, 2],
        inputs: { name: 'search_notes', description: 'Searches the team notes. Input: a search query.' },
      },
      researcher: {
        type: 'seqAgent',
        at: [2, 0],
        inputs: {
          agentName: 'Researcher',
          systemMessagePrompt: 'Find the facts the question needs with search_notes and list them briefly.',
        },
      },
      writer: {
        type: 'seqLLMNode',
        at: [3, 0],
        inputs: {
          llmNodeName: 'Writer',
          systemMessagePrompt: 'Write a short, friendly answer from the findings above.',
        },
      },
      end: { type: 'seqEnd', at: [4, 0] },
    },
    edges: [
      ['model', 'start.model'],
      ['notes:document', 'store.document'],
      ['embeddings', 'store.embeddings'],
      ['store:retriever', 'search.retriever'],
      ['start', 'researcher.sequentialNode'],
      ['search', 'researcher.tools'],
      ['researcher', 'writer.sequentialNode'],
      ['writer', 'end.sequentialNode'],
    ],
  },
]
