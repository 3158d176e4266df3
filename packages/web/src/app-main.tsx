import './theme/roboto.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { i18nReady } from './i18n'
import { App } from './App'
import { preloadForLocation } from './routes/preload'

// The app (every route but the public chatbot pages, see main.tsx).
// Requests the first screen needs start now, in parallel, not one after another as React reaches them.
preloadForLocation(window.location.pathname)

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')
const root = container

function render(): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

// The first render waits (briefly) for the translations: suspending on them would show the boot loader
// and then hold the page back by React's 300 ms reveal throttle once they arrive.
let rendered = false
const once = () => {
  if (rendered) return
  rendered = true
  render()
}
void i18nReady.then(once, once)
setTimeout(once, 1000)
