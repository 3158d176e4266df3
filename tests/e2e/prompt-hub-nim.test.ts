// Browser journey for the node helpers: the prompt hub fills a Prompt Template node, the NIM
// setup wizard checks a local NIM endpoint (the fake OpenAI-compatible server, allowed by the operator's
// UNIKFLOW_OUTBOUND_ALLOWLIST) and fills the Chat NVIDIA NIM node; the flow then answers in the chat.
import { describe, expect, it } from 'vitest'
import type { ChatRequest } from '@unikflow/testkit'
import { createNode, type TChatflow, type TFlowData } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { addNodeFromPalette, RU_PALETTE } from '../support/canvas'
import { connectFirstOutput } from '../support/generate-flow'

const USER = { email: 'prompt-hub@example.com', password: 'prompthubpass1' }

const journey = setUpJourney({
  user: USER,
  unikName: 'Helpers space',
  credential: false,
  serverEnv: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' },
})

describe('prompt hub and NIM setup journey', () => {
  it('loads a hub prompt, sets up a local NIM through the wizard, and chats with the flow', async () => {
    // The three nodes, wired, come from the API (drag-and-drop building is the canvas journey's subject):
    // this journey is about the two helpers on the cards.
    let flowData: TFlowData = { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 0.8 } }
    const place = (name: string, x: number) => {
      const descriptor = getNodeDescriptor(name)
      if (!descriptor) throw new Error(name)
      const node = createNode(descriptor, { x, y: 40 }, flowData.nodes)
      flowData = { ...flowData, nodes: [...flowData.nodes, node] }
      return node
    }
    const prompt = place('promptTemplate', 80)
    const nimNode = place('chatNvidiaNIM', 480)
    const chain = place('llmChain', 880)
    flowData = connectFirstOutput(flowData, prompt, chain, 'prompt')
    flowData = connectFirstOutput(flowData, nimNode, chain, 'model')
    const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({ name: 'NIM answers', flowData: JSON.stringify(flowData) }),
    })
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}/chatflows/${flow.id}`)
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(2)

    // Prompt hub: search, pick, load into the node.
    await page.getByTestId('node-promptTemplate_0').getByRole('button', { name: 'Prompt Hub' }).click()
    const hub = page.getByRole('dialog', { name: 'Prompt Hub' })
    await hub.getByRole('searchbox', { name: 'Search prompts' }).fill('concise')
    await hub.getByRole('button', { name: /Concise expert answer/ }).click()
    await hub
      .getByLabel('Template', { exact: true })
      .getByText(/at most three sentences/)
      .waitFor()
    await screenshot(page, 'prompt-hub-light')
    await hub.getByRole('button', { name: 'Load' }).click()
    await expect
      .poll(() => page.getByTestId('node-promptTemplate_0').locator('textarea').first().inputValue())
      .toContain('Answer in at most three sentences')

    // NIM wizard: the commands for this machine, then the check through the guard, then Use.
    await page.getByTestId('node-chatNvidiaNIM_0').getByRole('button', { name: 'Set up NIM locally' }).click()
    const wizard = page.getByRole('dialog', { name: 'Set up NVIDIA NIM on your machine' })
    await wizard
      .getByLabel('Install Docker and the NVIDIA container runtime')
      .getByText('docker')
      .first()
      .waitFor()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByText('docker pull nvcr.io/nim/meta/llama-3.1-8b-instruct:latest').waitFor()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByText(/-p 8000:8000/).waitFor()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByRole('textbox', { name: 'NIM endpoint' }).fill('http://10.255.255.1:8000/v1')
    await wizard.getByRole('button', { name: 'Check' }).click()
    await wizard.getByText(/outbound guard refuses this private address/).waitFor()
    await wizard.getByRole('textbox', { name: 'NIM endpoint' }).fill(journey.fake.baseUrl)
    await wizard.getByRole('button', { name: 'Check' }).click()
    await wizard.getByText('The endpoint answers. Models found: 1').waitFor()
    await screenshot(page, 'nim-wizard-light')
    await wizard.getByRole('button', { name: 'Use in node' }).click()
    const nim = page.getByTestId('node-chatNvidiaNIM_0')
    await expect
      .poll(() => nim.getByRole('textbox', { name: 'Base Path' }).inputValue(), { timeout: 15_000 })
      .toBe(journey.fake.baseUrl)
    await expect
      .poll(() => nim.getByRole('textbox', { name: 'Model Name' }).inputValue(), { timeout: 15_000 })
      .toBe('gpt-4o-mini')

    await page.keyboard.press('Control+s')
    await expect
      .poll(
        async () => (await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flow.id}`)).version,
      )
      .toBe(2)

    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    journey.fake.queue({ content: 'Paris is the capital of France.' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('What is the capital of France?')
    await input.press('Enter')
    await panel.getByTestId('chat-answer').filter({ hasText: 'Paris is the capital of France.' }).waitFor()
    const sent = journey.fake.calls.filter((c) => c.path === '/v1/chat/completions').at(-1)
      ?.body as ChatRequest
    expect(JSON.stringify(sent.messages)).toContain('Answer in at most three sentences')
    expect(sent.model).toBe('gpt-4o-mini')
    await page.context().close()
  })

  it('reads in dark mode and in Russian', async () => {
    const page = await journey.newPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/chatflows/new`)
    await page.locator('.react-flow__pane').waitFor()
    await addNodeFromPalette(page, 'Шаблон чат-промпта', { x: 300, y: 60 }, RU_PALETTE)
    await page.getByRole('button', { name: 'Добавить узлы' }).click()
    await page
      .getByTestId('node-chatPromptTemplate_0')
      .getByRole('button', { name: 'Каталог промптов' })
      .click()
    const hub = page.getByRole('dialog', { name: 'Каталог промптов' })
    await hub.getByRole('button', { name: /Socratic tutor/ }).click()
    await hub.getByLabel('Системное сообщение', { exact: true }).waitFor()
    await screenshot(page, 'prompt-hub-dark-ru')
    await hub.getByRole('button', { name: 'Загрузить' }).click()
    await expect
      .poll(() => page.getByTestId('node-chatPromptTemplate_0').locator('textarea').first().inputValue())
      .toContain('patient tutor')
    await page.context().close()
  })
})
