import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))
const promptOf = (i: number) => JSON.stringify(chat().at(i)?.body)

// 30 rows: the model is shown the first 20, the sandbox gets all of them.
const CSV = `region,product,sales\n${Array.from({ length: 30 }, (_, i) => `${i % 2 ? 'North' : 'South'},"Widget, ${i}",${i + 1}`).join('\n')}\n`
const csvInput = `data:text/csv;base64,${Buffer.from(CSV).toString('base64')},filename:sales.csv`

async function ask(question: string, extra: Record<string, unknown> = {}) {
  const model = await harness.supply('chatOpenAI', { credential: 'cred-openai' })
  return harness.execute('csvAgent', { inputs: { model, csvFile: csvInput, ...extra }, question })
}

describe('CSV Agent', () => {
  it('runs the JavaScript the model writes over every row in the sandbox, then answers from the result', async () => {
    harness.openai.queue(
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
    harness.openai.queue({ content: 'The columns are region, product and sales.' })
    expect((await ask('Which columns?')).text).toBe('The columns are region, product and sales.')

    harness.openai.queue(
      { content: '```js\nreturn $rows.missing.length\n```' },
      { content: 'I could not compute it.' },
    )
    expect((await ask('Broken?')).text).toBe('I could not compute it.')
    expect(promptOf(-1)).toMatch(/Result: Error: .*(undefined|length)/)
  })

  it('the model asks the sandbox how many rows there are and answers from the result', async () => {
    harness.openai.queue({ content: '```js\nreturn $rows.length\n```' }, { content: '30 rows.' })
    const model = await harness.supply('chatOpenAI', { credential: 'cred-openai' })
    const answer = await harness.execute('csvAgent', {
      inputs: { model, csvFile: csvInput },
      question: 'How many?',
    })
    expect(answer.text).toBe('30 rows.')
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('Result: 30')
  })
})
