import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { documentOutputs } from '../../shared/inputs'
import { browserScraperInputs } from '../playwrightWebScraper/browser-scraper-inputs'

/** Flowise's Puppeteer scraper: web pages rendered by Chromium and read as text (the Playwright scraper's engine). */
export const puppeteerWebScraper = defineNode({
  name: 'puppeteerWebScraper',
  label: 'Puppeteer Web Scraper',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads web pages as a browser shows them, scripts run, with the server’s Chromium (every request through the outbound guard)',
  baseClasses: ['Document'],
  icon: 'documentloaders/puppeteerWebScraper/puppeteerWebScraper.svg',
  inputs: browserScraperInputs([
    ['Load', 'load'],
    ['DOM Content Loaded', 'domcontentloaded'],
    ['Network Idle 0', 'networkidle0'],
    ['Network Idle 2', 'networkidle2'],
  ]),
  outputs: documentOutputs,
})
