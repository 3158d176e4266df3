// Snippets of the share dialog's Embed tab: the widget module served at /embed/web.js.

export interface SnippetInput {
  origin: string
  flowId: string
}

export function embedScriptUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/embed/web.js`
}

export function publicChatbotUrl(origin: string, flowId: string): string {
  return `${origin.replace(/\/+$/, '')}/chatbot/${flowId}`
}

/** A chat bubble in the page's corner. */
export function popupSnippet({ origin, flowId }: SnippetInput): string {
  const host = origin.replace(/\/+$/, '')
  return `<script type="module">
  import Chatbot from '${embedScriptUrl(host)}'
  Chatbot.init({
    chatflowid: '${flowId}',
    apiHost: '${host}',
  })
</script>
`
}

/** A chat filling the page (or the <flowise-fullchatbot> element). */
export function fullPageSnippet({ origin, flowId }: SnippetInput): string {
  const host = origin.replace(/\/+$/, '')
  return `<flowise-fullchatbot></flowise-fullchatbot>
<script type="module">
  import Chatbot from '${embedScriptUrl(host)}'
  Chatbot.initFull({
    chatflowid: '${flowId}',
    apiHost: '${host}',
  })
</script>
`
}

/** A React component that loads the module at runtime and fills its element. */
export function reactSnippet({ origin, flowId }: SnippetInput): string {
  const host = origin.replace(/\/+$/, '')
  return `import { useEffect } from 'react'

export function Chat() {
  useEffect(() => {
    import(/* webpackIgnore: true */ /* @vite-ignore */ '${embedScriptUrl(host)}').then(({ default: Chatbot }) =>
      Chatbot.initFull({ chatflowid: '${flowId}', apiHost: '${host}', id: 'unikflow-chat' }),
    )
  }, [])
  return <div id="unikflow-chat" style={{ height: 600 }} />
}
`
}
