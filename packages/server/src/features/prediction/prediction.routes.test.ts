import { describe, expect, it } from 'vitest'
import type { TChatSessionList, TPredictionResponse, TRun, TRunSummary } from '@unikflow/graph'
import { createUnik } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { predictionApiSuite, type PredictionApiSuite } from '../../test/prediction-api-suite'
import { assignApiKey, fixtureFlowData, predict, runsClient } from '../../test/prediction-setup'

function answeringAndAccess(fx: PredictionApiSuite) {
  const { t } = fx
  it('answers a public LLM chain (llm-chain.json) and stores the turn and the trace', async () => {
    const res = await predict(t.app, fx.llmChain.id, { question: 'socks' })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<TPredictionResponse>()
    expect(body.text).toContain('What is a good name for a company that makes socks?')
    expect(body).toMatchObject({ question: 'socks', sessionId: body.chatId })
    expect(fx.fake.calls.at(-1)?.path).toContain('/openai/deployments/gpt-35-turbo/chat/completions')

    const messages = await fx.api.call(
      t.owner,
      'GET',
      `/chatflows/${fx.llmChain.id}/messages?chatId=${body.chatId}`,
    )
    const [session] = messages.json<TChatSessionList>().sessions
    expect(session?.messages.map((m) => [m.role, m.chatType])).toEqual([
      ['userMessage', 'EXTERNAL'],
      ['apiMessage', 'EXTERNAL'],
    ])
    expect(session?.messages[1]).toMatchObject({ id: body.chatMessageId, content: body.text })

    const runs = (await fx.api.call(t.member, 'GET', `/chatflows/${fx.llmChain.id}/runs`)).json<
      TRunSummary[]
    >()
    expect(runs[0]).toMatchObject({ chatId: body.chatId, status: 'success', error: null })
    const run = (
      await fx.api.call(t.member, 'GET', `/chatflows/${fx.llmChain.id}/runs/${runs[0]?.id}`)
    ).json<TRun>()
    expect(run.nodes.map((n) => n.nodeId)).toEqual(['promptTemplate_0', 'azureChatOpenAI_0', 'llmChain_0'])
    expect(run.nodes.every((n) => n.endMs >= n.startMs)).toBe(true)
    // Inputs and outputs as the logs dialog shows them: JSON values, objects of classes by class name.
    expect(run.nodes[0]?.inputs).toMatchObject({ template: expect.stringContaining('{') })
    expect(run.nodes[1]?.output).toBe('[AzureChatOpenAI]')
    expect(run.nodes[2]?.output).toMatchObject({ text: body.text })
  })

  it('private flows: 404 on the public API, members use internal-prediction (INTERNAL), others 404/401', async () => {
    expect((await predict(t.app, fx.conversation.id, { question: 'hi' })).statusCode).toBe(404)
    expect((await predict(t.app, 'no-such-flow', { question: 'hi' })).statusCode).toBe(404)
    const asMember = await predict(t.app, fx.conversation.id, { question: 'hi' }, { internal: t.member })
    expect(asMember.statusCode, asMember.body).toBe(200)
    expect(asMember.json()).toMatchObject({ text: 'You said: hi' })
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select('chat_type')
      .where('chat_id', '=', asMember.json<TPredictionResponse>().chatId)
      .execute()
    expect(stored.map((r) => r.chat_type)).toEqual(['INTERNAL', 'INTERNAL'])
    expect(
      (await predict(t.app, fx.conversation.id, { question: 'hi' }, { internal: t.outsider })).statusCode,
    ).toBe(404)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/internal-prediction/${fx.conversation.id}`,
      payload: { question: 'hi' },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('a flow with an API key answers only to that key, public or not', async () => {
    const keyed = await fx.api.flow(t.owner, 'Keyed', fx.llmChain.flowData, { isPublic: true })
    await assignApiKey(t.database, keyed, 'uf-secret-key-1')
    expect((await predict(t.app, keyed.id, { question: 'a' })).statusCode).toBe(404)
    const wrong = await predict(
      t.app,
      keyed.id,
      { question: 'a' },
      { headers: { authorization: 'Bearer nope' } },
    )
    expect(wrong.statusCode).toBe(404)
    const right = await predict(
      t.app,
      keyed.id,
      { question: 'hats' },
      { headers: { authorization: 'Bearer uf-secret-key-1' } },
    )
    expect(right.statusCode, right.body).toBe(200)
    // Another flow's key does not open this one.
    const other = await fx.api.flow(t.owner, 'Other keyed', fx.llmChain.flowData)
    await assignApiKey(t.database, other, 'uf-secret-key-2')
    const crossed = await predict(
      t.app,
      keyed.id,
      { question: 'a' },
      { headers: { authorization: 'Bearer uf-secret-key-2' } },
    )
    expect(crossed.statusCode).toBe(404)
  })
}

function memoryAndFreshness(fx: PredictionApiSuite) {
  const { t, echo } = fx
  it('remembers a session across two turns (memory reads the stored messages)', async () => {
    fx.fake.respondWith((req) => ({ content: `seen ${req.messages.length} messages` }))
    const first = await predict(
      t.app,
      fx.conversation.id,
      { question: 'my name is Ann', chatId: 'chat-ann' },
      { internal: t.member },
    )
    expect(first.json()).toMatchObject({ text: 'seen 2 messages', chatId: 'chat-ann', sessionId: 'chat-ann' })
    const second = await predict(
      t.app,
      fx.conversation.id,
      { question: 'who am I?', chatId: 'chat-ann' },
      { internal: t.member },
    )
    // system + the remembered question and answer + the new question
    expect(second.json()).toMatchObject({ text: 'seen 4 messages', memoryType: 'Buffer Memory' })
    const other = await predict(
      t.app,
      fx.conversation.id,
      { question: 'hi', chatId: 'chat-bob' },
      { internal: t.member },
    )
    expect(other.json()).toMatchObject({ text: 'seen 2 messages' })
    // A soft-deleted conversation is forgotten by memory.
    await fx.api.call(t.owner, 'DELETE', `/chatflows/${fx.conversation.id}/messages?chatId=chat-ann`)
    const after = await predict(
      t.app,
      fx.conversation.id,
      { question: 'again', chatId: 'chat-ann' },
      { internal: t.member },
    )
    expect(after.json()).toMatchObject({ text: 'seen 2 messages' })
    echo()
  })

  it('a flow saved after a run answers with what was saved (nothing cached outlives a save)', async () => {
    const flowWith = (template: string, memoryLabel: string) => {
      const flow = JSON.parse(
        fixtureFlowData('conversation-chain.json', {
          credentialId: fx.openAiCredential,
          credentialNodes: ['chatOpenAI'],
        }),
      ) as { nodes: { data: { name: string; label?: string; inputs: Record<string, unknown> } }[] }
      for (const node of flow.nodes) {
        if (node.data.name === 'conversationChain') node.data.inputs.systemMessagePrompt = template
        if (node.data.name === 'bufferMemory') node.data.label = memoryLabel
      }
      return JSON.stringify(flow)
    }
    const saved = await fx.api.flow(t.owner, 'Saved twice', flowWith('You are version one.', 'Memory one'))
    const ask = async () => {
      const res = await predict(t.app, saved.id, { question: 'hi' }, { internal: t.member })
      expect(res.statusCode, res.body).toBe(200)
      return { body: res.json<TPredictionResponse>(), system: JSON.stringify(fx.fake.calls.at(-1)?.body) }
    }
    const before = await ask()
    expect(before.body.memoryType).toBe('Memory one')
    expect(before.system).toContain('You are version one.')
    await fx.api.update(t.owner, saved, { flowData: flowWith('You are version two.', 'Memory two') })
    const after = await ask()
    expect(after.body.memoryType).toBe('Memory two')
    expect(after.system).toContain('You are version two.')
    expect(after.system).not.toContain('version one')
  })

  it('a credential edited or deleted after a run is what the next run sees', async () => {
    const key = await fx.api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-first',
      basePath: fx.fake.baseUrl,
    })
    const flow = await fx.api.flow(
      t.owner,
      'Key changes',
      fixtureFlowData('conversation-chain.json', { credentialId: key, credentialNodes: ['chatOpenAI'] }),
    )
    const ask = () => predict(t.app, flow.id, { question: 'hi' }, { internal: t.member })
    const sentKey = () => fx.fake.calls.at(-1)?.headers.authorization
    expect((await ask()).statusCode).toBe(200)
    expect(sentKey()).toBe('Bearer sk-first')
    await fx.api.call(t.owner, 'PUT', `/credentials/${key}`, { plainDataObj: { openAIApiKey: 'sk-second' } })
    expect((await ask()).statusCode).toBe(200)
    expect(sentKey()).toBe('Bearer sk-second')
    await fx.api.call(t.owner, 'DELETE', `/credentials/${key}`)
    const gone = await ask()
    expect(gone.statusCode).not.toBe(200)
    expect(sentKey()).toBe('Bearer sk-second')
  })

  it('a flow made private or a variable changed after a public run is what the next request sees', async () => {
    await fx.api.call(t.owner, 'POST', '/variables', { name: 'maker', value: 'wool socks' })
    const flow = await fx.api.flow(
      t.owner,
      'Made private',
      fixtureFlowData('llm-chain.json', {
        credentialId: fx.openAiCredential,
        credentialNodes: ['azureChatOpenAI'],
        inputs: {
          azureChatOpenAI_0: { basepath: `${fx.fake.baseUrl}/openai/deployments` },
          promptTemplate_0: { promptValues: '{"product":"{{$vars.maker}}"}' },
        },
      }),
      { isPublic: true },
    )
    const prompt = () => JSON.stringify(fx.fake.calls.at(-1)?.body)
    expect((await predict(t.app, flow.id, { question: 'hi' })).statusCode).toBe(200)
    expect(prompt()).toContain('makes wool socks?')
    const variables = (await fx.api.call(t.owner, 'GET', '/variables')).json<{ id: string; name: string }[]>()
    const variable = variables.find((v) => v.name === 'maker')
    expect(variable).toBeDefined()
    await fx.api.call(t.owner, 'PUT', `/variables/${variable?.id}`, { value: 'running socks' })
    expect((await predict(t.app, flow.id, { question: 'hi' })).statusCode).toBe(200)
    expect(prompt()).toContain('makes running socks?')
    await fx.api.update(t.owner, flow, { isPublic: false })
    expect((await predict(t.app, flow.id, { question: 'hi' })).statusCode).toBe(404)
  })
}

function sessionsAndOverrides(fx: PredictionApiSuite) {
  const { t, echo } = fx
  it('picks the memory session: overrideConfig.sessionId, then the chatId sent, then the node, then a new chat', async () => {
    fx.fake.respondWith((req) => ({ content: `seen ${req.messages.length} messages` }))
    const withNodeSession = await fx.api.flow(
      t.owner,
      'Team memory',
      fixtureFlowData('conversation-chain.json', {
        credentialId: fx.openAiCredential,
        credentialNodes: ['chatOpenAI'],
        inputs: { bufferMemory_0: { sessionId: 'team-session' } },
      }),
    )
    const ask = (body: Record<string, unknown>) =>
      predict(t.app, withNodeSession.id, { question: 'q', ...body }, { internal: t.member })
    // No chatId and no override: the node's own session is shared by new chats.
    expect((await ask({})).json()).toMatchObject({ text: 'seen 2 messages' })
    expect((await ask({})).json()).toMatchObject({ text: 'seen 4 messages' })
    // A chatId sent by the client comes before the node's session.
    expect((await ask({ chatId: 'own-chat' })).json()).toMatchObject({ text: 'seen 2 messages' })
    expect((await ask({ chatId: 'own-chat' })).json()).toMatchObject({ text: 'seen 4 messages' })
    echo()
  })

  it('drops overrideConfig keys the flow has not enabled (named in a header and the trace), applies enabled ones, refuses them when the flow says so', async () => {
    const overrideConfig = { systemMessagePrompt: 'Talk like a pirate' }
    fx.fake.respondWith((req) => ({ content: String(req.messages[0]?.content) }))
    const dropped = await predict(
      t.app,
      fx.conversation.id,
      { question: 'hi', overrideConfig: { ...overrideConfig, vars: { secret: 'x' } } },
      { internal: t.member },
    )
    expect(dropped.statusCode, dropped.body).toBe(200)
    expect(dropped.headers['x-unikflow-dropped-overrides']).toBe('systemMessagePrompt, vars.secret')
    expect(dropped.json<TPredictionResponse>().text).not.toContain('pirate')
    expect(dropped.json()).toMatchObject({ droppedOverrides: ['systemMessagePrompt', 'vars.secret'] })
    const runs = (await fx.api.call(t.owner, 'GET', `/chatflows/${fx.conversation.id}/runs?limit=1`)).json<
      TRunSummary[]
    >()
    const run = (
      await fx.api.call(t.owner, 'GET', `/chatflows/${fx.conversation.id}/runs/${runs[0]?.id}`)
    ).json<TRun>()
    expect(run.nodes[0]).toMatchObject({
      nodeId: '$overrideConfig',
      inputs: { dropped: ['systemMessagePrompt', 'vars.secret'] },
    })
    // sessionId is always allowed.
    const session = await predict(
      t.app,
      fx.conversation.id,
      { question: 'hi', overrideConfig: { sessionId: 's-1' } },
      { internal: t.member },
    )
    expect(session.json()).toMatchObject({ sessionId: 's-1', chatId: 's-1' })
    expect(session.headers['x-unikflow-dropped-overrides']).toBeUndefined()

    await fx.api.update(t.owner, fx.conversation, {
      apiConfig: JSON.stringify({
        overrideConfig: { status: true, nodes: { conversationChain: ['systemMessagePrompt'] } },
      }),
    })
    const allowed = await predict(
      t.app,
      fx.conversation.id,
      { question: 'hi', overrideConfig },
      { internal: t.member },
    )
    expect(allowed.statusCode, allowed.body).toBe(200)
    expect(allowed.json()).toMatchObject({ text: 'Talk like a pirate' })

    await fx.api.update(t.owner, fx.conversation, {
      apiConfig: JSON.stringify({
        overrideConfig: {
          status: true,
          nodes: { conversationChain: ['systemMessagePrompt'] },
          refuseNotEnabled: true,
        },
      }),
    })
    expect(
      (await predict(t.app, fx.conversation.id, { question: 'hi', overrideConfig }, { internal: t.member }))
        .statusCode,
    ).toBe(200)
    const refused = await predict(
      t.app,
      fx.conversation.id,
      { question: 'hi', overrideConfig: { vars: { secret: 'x' } } },
      { internal: t.member },
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'OVERRIDE_NOT_ALLOWED' })
    expect(refused.json<{ message: string }>().message).toMatch(/vars\.secret.*apiConfig/)
    await fx.api.update(t.owner, fx.conversation, { apiConfig: null })
    echo()
  })
}

function refusals(fx: PredictionApiSuite) {
  const { t } = fx
  it('a flow cannot use a credential of another unik', async () => {
    const otherUnik = await createUnik(t.app, t.outsider, 'Elsewhere')
    const theirs = await runsClient(t.app, otherUnik.id).credential(t.outsider, 'openAIApi', {
      openAIApiKey: 'sk-outsider-own',
      basePath: fx.fake.baseUrl,
    })
    const borrowing = await fx.api.flow(
      t.owner,
      'Borrowing',
      fixtureFlowData('conversation-chain.json', { credentialId: theirs, credentialNodes: ['chatOpenAI'] }),
    )
    const before = fx.fake.calls.length
    const res = await predict(t.app, borrowing.id, { question: 'hi' }, { internal: t.owner })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'FLOW_INVALID' })
    expect(res.json<{ message: string }>().message).toMatch(/chatOpenAI_0.*Credential .* not found/)
    expect(
      fx.fake.calls.slice(before).some((c) => JSON.stringify(c.headers).includes('sk-outsider-own')),
    ).toBe(false)
    const runs = (await fx.api.call(t.owner, 'GET', `/chatflows/${borrowing.id}/runs`)).json<TRunSummary[]>()
    expect(runs[0]).toMatchObject({ status: 'error' })
    expect(runs[0]?.error).toMatch(/not found/)
  })

  it('validates the body: a question (or an upload) is needed', async () => {
    const res = await predict(t.app, fx.llmChain.id, { question: '  ' })
    expect(res.statusCode).toBe(400)
    expect(res.json<{ message: string }>().message).toBe('Question is required')
    expect(
      (await predict(t.app, fx.llmChain.id, { question: 'x', history: [{ role: 'bot' }] })).statusCode,
    ).toBe(400)
  })
}

describeDialects('prediction API (%s)', (dialect) => {
  const fx = predictionApiSuite(dialect)
  describe('answering, and who may ask', () => answeringAndAccess(fx))
  describe('memory, and what a run sees after a change', () => memoryAndFreshness(fx))
  describe('memory sessions and overrides', () => sessionsAndOverrides(fx))
  describe('refusals', () => refusals(fx))
})
