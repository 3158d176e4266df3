import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '@unikflow/testkit'
import type { TAgentReasoning } from './sequential/run-sequential'
import { buildFlow, type TNodeSpec } from './build-flow'
import { RunFailure } from './errors'
import type { TRunEvent } from './events'
import { runFlow } from './run-flow'
import { createTestServices } from '../testing/test-services'

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
const team = (supervisorPrompt?: string) =>
  buildFlow([
    model,
    { id: 'calc', name: 'calculator' },
    {
      id: 'sup',
      name: 'supervisor',
      inputs: {
        model: '{{m.data.instance}}',
        supervisorName: 'Team Lead',
        ...(supervisorPrompt ? { supervisorPrompt } : {}),
      },
    },
    {
      id: 'research',
      name: 'worker',
      inputs: {
        workerName: 'Researcher',
        workerPrompt: 'You research {topic} with the calculator.',
        promptValues: '{"topic": "arithmetic"}',
        tools: ['{{calc.data.instance}}'],
        supervisor: '{{sup.data.instance}}',
      },
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

describe('Multi Agents: a supervisor routes among its workers (one LangGraph graph)', () => {
  it('routes to worker A, then B, then finishes; each worker reports its reasoning', async () => {
    const before = chats().length
    fake.queue(
      route('researcher', 'Work out 6 * 7'),
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: 'Six times seven is 42.' },
      route('writer', 'Write the result for the user'),
      { content: 'The answer is 42.' },
      route('FINISH', 'Done'),
    )
    const events: TRunEvent[] = []
    const result = await runFlow({
      chatId: 'c',
      flowId: 'team',
      flowData: team(),
      question: 'What is six times seven?',
      services: createTestServices(fake.baseUrl),
      onEvent: (e) => events.push(e),
    })
    expect(result.text).toBe('The answer is 42.')
    expect(result.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' },
    ])
    expect(events.filter((e) => e.event === 'nextAgent').map((e) => e.data)).toEqual([
      'Team Lead',
      'Researcher',
      'Team Lead',
      'Writer',
      'Team Lead',
    ])
    const last = events.findLast((e) => e.event === 'agentReasoning')?.data as TAgentReasoning[]
    expect(last.filter((r) => r.nodeName === 'worker')).toEqual([
      {
        agentName: 'Researcher',
        messages: ['Six times seven is 42.'],
        usedTools: [{ tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' }],
        nodeName: 'worker',
        nodeId: 'research',
      },
      {
        agentName: 'Writer',
        messages: ['The answer is 42.'],
        usedTools: [],
        nodeName: 'worker',
        nodeId: 'write',
      },
    ])
    expect(events.find((e) => e.event === 'token')?.data).toBe('The answer is 42.')

    const sent = chats().slice(before)
    expect(sent).toHaveLength(6)
    // The supervisor is made to call `route`, whose `next` is FINISH or a worker's name.
    const supervisorCall = sent[0]!
    expect(supervisorCall.tool_choice).toEqual({ type: 'function', function: { name: 'route' } })
    const routeTool = supervisorCall.tools?.[0]?.function
    expect(routeTool?.name).toBe('route')
    expect(JSON.stringify(routeTool?.parameters)).toContain('["FINISH","researcher","writer"]')
    expect(JSON.stringify(supervisorCall.messages[0])).toContain('researcher, writer')
    // Each worker gets its own prompt (variables filled), the supervisor's instructions and its tools.
    expect(JSON.stringify(sent[1]!.messages[0])).toContain('You research arithmetic with the calculator.')
    expect(JSON.stringify(sent[1]!.messages[0])).toContain('Work out 6 * 7')
    expect(sent[1]!.tools?.map((t) => t.function.name)).toEqual(['calculator'])
    expect(JSON.stringify(sent[4]!.messages[0])).toContain('Write the result for the user')
    expect(JSON.stringify(sent[4]!.messages)).toContain('Six times seven is 42.')
    // Back at the supervisor, the workers' answers are in the conversation.
    expect(JSON.stringify(sent[5]!.messages)).toContain('The answer is 42.')
  })

  it('finishing at once answers with the supervisor words; a worker failure names that worker', async () => {
    fake.queue(route('FINISH', 'Nothing to do here.'))
    const quick = await runFlow({
      chatId: 'c2',
      flowId: 'team2',
      flowData: team(),
      question: 'hi',
      services: createTestServices(fake.baseUrl),
    })
    expect(quick.text).toBe('Nothing to do here.')

    fake.queue(route('writer', 'Write'), { error: { status: 400, message: 'bad request' } })
    const failed = await runFlow({
      chatId: 'c3',
      flowId: 'team3',
      flowData: team(),
      question: 'hi',
      services: createTestServices(fake.baseUrl),
    }).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(RunFailure)
    expect((failed as RunFailure).message).toContain('Writer')

    const bad = await runFlow({
      chatId: 'c4',
      flowId: 'team4',
      flowData: team('No members named here'),
      question: 'hi',
      services: createTestServices(fake.baseUrl),
    }).catch((e: unknown) => e)
    expect((bad as RunFailure).kind).toBe('flow')
    expect((bad as RunFailure).message).toContain('{team_members}')
  })

  it('keeps a thread per session: the second question reaches the team with the first turn', async () => {
    const ask = (question: string, sessionId: string) =>
      runFlow({
        chatId: sessionId,
        sessionId,
        flowId: 'team-thread',
        flowData: team(),
        question,
        services: createTestServices(fake.baseUrl),
      })
    fake.queue(route('writer', 'Greet Ann'), { content: 'Hello Ann!' }, route('FINISH', 'Done'))
    expect((await ask('My name is Ann.', 's-1')).text).toBe('Hello Ann!')

    const before = chats().length
    fake.queue(route('writer', 'Say her name'), { content: 'You are Ann.' }, route('FINISH', 'Done'))
    expect((await ask('What is my name?', 's-1')).text).toBe('You are Ann.')
    const texts = (request: ChatRequest | undefined) => JSON.stringify(request?.messages ?? [])
    // The supervisor and the worker saw the first question and the worker's first answer.
    const [supervisor, writer] = chats().slice(before)
    expect(texts(supervisor)).toContain('My name is Ann.')
    expect(texts(writer)).toContain('Hello Ann!')
    expect(texts(writer)).toContain('What is my name?')

    // Another session starts with an empty conversation.
    const other = chats().length
    fake.queue(route('FINISH', 'Nothing to do'))
    expect((await ask('What is my name?', 's-2')).text).toBe('Nothing to do')
    expect(texts(chats()[other])).not.toContain('My name is Ann.')
  })
})

// What the inputs of Flowise 3.1.4's Supervisor 3 change in a team's run.

const teamOf = (supervisorInputs: Record<string, unknown>, extra: TNodeSpec[] = []) =>
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
const ask = (flowData: ReturnType<typeof teamOf>, question: string, chatId: string) =>
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
    const result = await ask(teamOf({ summarization: true }), 'Greet me', 'sum')
    expect(result.text).toBe('Summary: the writer greeted you.')
    const summaryCall = chats().slice(before).at(-1)
    expect(summaryCall?.messages.map((m) => m.content)).toContain('Hello from the writer.')
  })

  it('answers the refusal of its input moderation, and the team does not run', async () => {
    const before = chats().length
    const result = await ask(
      teamOf({ inputModeration: ['{{mod.data.instance}}'] }, [
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
