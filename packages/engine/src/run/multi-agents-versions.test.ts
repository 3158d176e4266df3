import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '@unikflow/testkit'
import { buildFlow, type TNodeSpec } from './build-flow'
import { runFlow } from './run-flow'
import { createTestServices } from '../testing/test-services'

// What the inputs of Flowise 3.1.4's Supervisor 3 change in a team's run.

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const model: TNodeSpec = {
  id: 'm',
  name: 'chatOpenAI',
  credential: 'cred-openai',
  inputs: { modelName: 'gpt-4o-mini' },
}
const team = (supervisorInputs: Record<string, unknown>, extra: TNodeSpec[] = []) =>
  buildFlow([
    model,
    ...extra,
    {
      id: 'sup',
      name: 'supervisor',
      inputs: { model: '{{m.data.instance}}', supervisorName: 'Team Lead', ...supervisorInputs },
    },
    {
      id: 'write',
      name: 'worker',
      inputs: {
        workerName: 'Writer',
        workerPrompt: 'You write short answers.',
        supervisor: '{{sup.data.instance}}',
      },
    },
  ])
const route = (next: string, instructions: string) => ({
  toolCalls: [{ name: 'route', arguments: { reasoning: `${next} next`, next, instructions } }],
})
const chats = () =>
  fake.calls.filter((c) => c.path.endsWith('/chat/completions')).map((c) => c.body as ChatRequest)
const ask = (flowData: ReturnType<typeof team>, question: string, chatId: string) =>
  runFlow({ chatId, flowId: `f-${chatId}`, flowData, question, services: createTestServices(fake.baseUrl) })

describe('Multi Agents: Supervisor 3', () => {
  it("with Summarization, answers with its model's summary of the workers' turn", async () => {
    fake.queue(
      route('writer', 'Write a greeting'),
      { content: 'Hello from the writer.' },
      route('FINISH', 'Done'),
      { content: 'Summary: the writer greeted you.' },
    )
    const before = chats().length
    const result = await ask(team({ summarization: true }), 'Greet me', 'sum')
    expect(result.text).toBe('Summary: the writer greeted you.')
    const summaryCall = chats().slice(before).at(-1)
    expect(summaryCall?.messages.map((m) => m.content)).toContain('Hello from the writer.')
  })

  it('answers the refusal of its input moderation, and the team does not run', async () => {
    const before = chats().length
    const result = await ask(
      team({ inputModeration: ['{{mod.data.instance}}'] }, [
        {
          id: 'mod',
          name: 'inputModerationSimple',
          inputs: { denyList: 'forbidden', moderationErrorMessage: 'Not allowed here.' },
        },
      ]),
      'Say something forbidden',
      'moderated',
    )
    expect(result.text).toBe('Not allowed here.')
    expect(chats().length).toBe(before)
  })
})
