import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import type { TInputParam, TNodeData, TPublicNodeDescriptor } from '@unikflow/graph'
import { createAppStore } from '../../../store'
import { CanvasActionsContext, type CanvasActions } from '../CanvasContext'
import { CardTextsContext, type CardTexts } from '../nodes/card-texts'
import { ArrayParam } from './ArrayParam'
import { ParamField } from './ParamField'

const requestsGet = {
  name: 'requestsGet',
  label: 'Requests Get',
  version: 1,
  type: 'RequestsGet',
  category: 'Tools',
  description: 'GET',
  baseClasses: ['Tool'],
  icon: 'x.svg',
  inputs: [{ name: 'requestsGetUrl', label: 'URL', type: 'string' }],
} satisfies TPublicNodeDescriptor

const noop = () => undefined
const actions: CanvasActions = {
  unikId: 'u1',
  getFlow: () => ({ nodes: [], edges: [] }),
  getDescriptor: (name) => (name === 'requestsGet' ? requestsGet : undefined),
  setInput: noop,
  setCredential: noop,
  setOutput: noop,
  setLabel: noop,
  setCondition: noop,
  duplicateNode: noop,
  deleteNode: noop,
  deleteEdge: noop,
}

const agentTools: TInputParam = {
  name: 'agentTools',
  label: 'Tools',
  type: 'array',
  array: [
    {
      name: 'agentSelectedTool',
      label: 'Tool',
      type: 'asyncOptions',
      loadMethod: 'listTools',
      loadConfig: true,
    },
    { name: 'agentSelectedToolRequiresHumanInput', label: 'Require Human Input', type: 'boolean' },
  ],
}
const data = { id: 'agentAgentflow_0', name: 'agentAgentflow', inputs: {} } as unknown as TNodeData

/** The cards' texts with the catalogue's texts translated by `text` (as written when none is given). */
const cardTexts = (text: (s: string) => string = (s) => s): CardTexts => ({
  inputs: 'inputs',
  outputs: 'outputs',
  output: 'output',
  info: 'info',
  additionalParams: 'additionalParams',
  editParams: 'editParams',
  acceptsMany: 'acceptsMany',
  unknown: (name) => name,
  text,
})

function render(value: unknown, input: TInputParam = agentTools, texts = cardTexts()) {
  return renderToStaticMarkup(
    <Provider store={createAppStore()}>
      <QueryClientProvider client={new QueryClient()}>
        <CanvasActionsContext.Provider value={actions}>
          <CardTextsContext.Provider value={texts}>
            <ArrayParam
              nodeId={data.id}
              data={data}
              input={input}
              value={value}
              onChange={noop}
              Field={ParamField}
            />
          </CardTextsContext.Provider>
        </CanvasActionsContext.Provider>
      </QueryClientProvider>
    </Provider>,
  )
}

describe('ArrayParam', () => {
  it('shows each row with its declared fields and the chosen tool’s own settings under it', () => {
    const html = render([
      {
        agentSelectedTool: 'requestsGet',
        agentSelectedToolRequiresHumanInput: true,
        agentSelectedToolConfig: {
          agentSelectedTool: 'requestsGet',
          requestsGetUrl: 'https://api.example.com',
        },
      },
      { agentSelectedTool: 'calculator', agentSelectedToolRequiresHumanInput: false },
    ])
    expect(html.match(/data-testid="array-agentTools-row"/g)).toHaveLength(2)
    expect(html).toContain('data-testid="config-agentSelectedTool"')
    expect(html).toMatch(
      /aria-label="URL"[^>]*value="https:\/\/api.example.com"|value="https:\/\/api.example.com"[^>]*aria-label="URL"/,
    )
    expect(html).toMatch(/<option value="requestsGet" selected="">/)
    expect(html).toMatch(/role="switch"[^>]*checked=""/)
    expect(html).toContain('params.addItem')
    expect(html).toContain('params.editAsJson')
  })

  it('shows the chosen tool’s settings in the reader’s language, its values as stored', () => {
    const russian = cardTexts((s) => (s === 'URL' ? 'Адрес' : s))
    const html = render(
      [
        {
          agentSelectedTool: 'requestsGet',
          agentSelectedToolConfig: { agentSelectedTool: 'requestsGet', requestsGetUrl: 'https://a.example' },
        },
      ],
      agentTools,
      russian,
    )
    expect(html).toContain('<span>Адрес<span class="uf-req">')
    expect(html).toMatch(
      /aria-label="Адрес"[^>]*value="https:\/\/a.example"|value="https:\/\/a.example"[^>]*aria-label="Адрес"/,
    )
  })

  it('keeps a value the form cannot show as JSON text', () => {
    const html = render('{{ $flow.state.tools }}')
    expect(html).not.toContain('array-agentTools-row')
    expect(html).toContain('{{ $flow.state.tools }}')
    expect(html).toContain('params.notAForm')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>params.editAsForm/)
  })

  it('renders nested array fields (Start’s form input options) as rows too', () => {
    const formInputs: TInputParam = {
      name: 'formInputTypes',
      label: 'Form Input Types',
      type: 'array',
      array: [
        { name: 'label', label: 'Label', type: 'string' },
        {
          name: 'addOptions',
          label: 'Add Options',
          type: 'array',
          array: [{ name: 'option', label: 'Option', type: 'string' }],
        },
      ],
    }
    const html = render([{ label: 'Size', addOptions: [{ option: 'S' }, { option: 'M' }] }], formInputs)
    expect(html.match(/data-testid="array-addOptions-row"/g)).toHaveLength(2)
    expect(html).toMatch(/value="M"/)
  })
})
