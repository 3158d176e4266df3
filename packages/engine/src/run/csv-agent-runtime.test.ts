import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const chat = () => fake.calls.filter((c) => c.path.endsWith('/chat/completions'))
const promptOf = (i: number) => JSON.stringify(chat().at(i)?.body)

// 30 rows: the model is shown the first 20, the sandbox gets all of them.
const CSV = `region,product,sales\n${Array.from({ length: 30 }, (_, i) => `${i % 2 ? 'North' : 'South'},"Widget, ${i}",${i + 1}`).join('\n')}\n`
const csvInput = `data:text/csv;base64,${Buffer.from(CSV).toString('base64')},filename:sales.csv`

const ask = (question: string, extra: Record<string, unknown> = {}) =>
  runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      {
        id: 'a',
        name: 'csvAgent',
        inputs: { model: '{{m.data.instance}}', csvFile: csvInput, ...extra },
      },
    ]),
    question,
    services: createTestServices(fake.baseUrl),
  })

describe('CSV Agent', () => {
  it('runs the JavaScript the model writes over every row in the sandbox, then answers from the result', async () => {
    fake.queue(
      {
        content:
          '```javascript\nreturn $rows.filter((r) => r.region === "North").reduce((s, r) => s + Number(r.sales), 0)\n```',
      },
      { content: 'North sold 240 units.' },
    )
    const result = await ask('Total sales in the North?', { systemMessagePrompt: 'You are a sales analyst.' })
    expect(result.text).toBe('North sold 240 units.')
    const first = promptOf(-2)
    expect(first).toContain('You are a sales analyst.')
    expect(first).toContain('Columns: [\\"region\\",\\"product\\",\\"sales\\"]')
    expect(first).toContain('Rows: 30')
    expect(first).toContain('Widget, 19')
    expect(first).not.toContain('Widget, 20')
    // 2 + 4 + … + 30 over the 15 North rows: only all 30 rows give 240.
    expect(promptOf(-1)).toContain('Result: 240')
  })

  it('answers directly when the model needs no code, and reports failing code to the model', async () => {
    fake.queue({ content: 'The columns are region, product and sales.' })
    expect((await ask('Which columns?')).text).toBe('The columns are region, product and sales.')

    fake.queue({ content: '```js\nreturn $rows.missing.length\n```' }, { content: 'I could not compute it.' })
    expect((await ask('Broken?')).text).toBe('I could not compute it.')
    expect(promptOf(-1)).toMatch(/Result: Error: .*(undefined|length)/)
  })
})
