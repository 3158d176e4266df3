import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { documentOutputs } from '../../shared/inputs'
import { browserScraperInputs } from './browser-scraper-inputs'

/** Web pages rendered by Chromium (their scripts run) and read as text. */
export const playwrightWebScraper = defineNode({
  name: 'playwrightWebScraper',
  label: 'Playwright Web Scraper',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads web pages as a browser shows them, scripts run, with the server’s Chromium (every request through the outbound guard)',
  baseClasses: ['Document'],
  icon: 'documentloaders/playwrightWebScraper/playwrightWebScraper.svg',
  inputs: browserScraperInputs([
    ['Load', 'load'],
    ['DOM Content Loaded', 'domcontentloaded'],
    ['Network Idle', 'networkidle'],
    ['Commit', 'commit'],
  ]),
  outputs: documentOutputs,
})
