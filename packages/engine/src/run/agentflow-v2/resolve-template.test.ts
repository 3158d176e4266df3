import { describe, expect, it } from 'vitest'
import { htmlToText, resolveTemplate, type TTemplateScope } from './resolve-template'

const scope: TTemplateScope = {
  question: 'Hi?',
  state: { topic: 'billing', list: ['a', 'b'] },
  flow: { sessionId: 's1' },
  vars: { team: 'blue' },
  form: { email: 'a@b.c' },
  outputs: new Map([['llm_0', { content: 'Answer', subject: 'S' }]]),
  pastMessages: [{ role: 'userMessage', content: 'before' }],
  runMessageCount: 3,
  iteration: { task: 'T1' },
  webhook: { body: { order: { id: 7 } }, headers: { 'x-event': 'push' }, query: { page: '2' } },
}

describe('Agentflow v2 text inputs', () => {
  it.each([
    ['{{ question }}', 'Hi?'],
    ['{{$flow.state.topic}} / {{ $flow.state.list }}', 'billing / ["a","b"]'],
    ['{{ $flow.sessionId }} {{ $vars.team }} {{ $form.email }}', 's1 blue a@b.c'],
    ['{{ llm_0 }} – {{ llm_0.output.subject }}', 'Answer – S'],
    ['{{ $iteration.task }} {{ runtime_messages_length }}', 'T1 3'],
    ['{{ chat_history }}', 'user: before'],
    ['{{ nobody }} stays', '{{ nobody }} stays'],
    ['{{ llm\\_0 }}', 'Answer'],
    ['{{ $webhook.body.order.id }} {{ $webhook.headers.x-event }} {{ $webhook.query.page }}', '7 push 2'],
    ['{{ $webhook.body }}', '{"order":{"id":7}}'],
  ])('%s → %s', (template, expected) => {
    expect(resolveTemplate(template, scope)).toBe(expected)
  })

  it('reads the rich-text editor HTML as plain text', () => {
    expect(
      htmlToText(
        '<p>Dear <span class="variable" data-id="x">{{ $form.email }}</span>,</p><ul><li>one &amp; two</li></ul>',
      ),
    ).toBe('Dear {{ $form.email }},\n- one & two')
    expect(htmlToText('<instructions>keep</instructions>')).toBe('<instructions>keep</instructions>')
  })
})
