import { expect } from 'vitest'
import { chatBodies, type CoverageCase } from './flowise-coverage-case'
import { SERVICE_FACTS } from './flowise-coverage-doubles-loaders'

/** A text as it sits inside the JSON body sent to the model. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1)

/** What each file loader of loaders-files.json reads (its file's own words). */
const FILE_FACTS = [
  'CSV row: kiwis come from the south',
  'Docx paragraph: limes are kept cold.',
  'Epub chapter: plums ripen in August.',
  'File loader text: pears are picked green.',
  'Json object: figs dry in the sun',
  'Excel row: mangoes arrive on Tuesdays',
  'Slide: guavas are sold by the box',
  'Word memo: lemons are on sale.',
  'Custom loader: cherries are hand picked',
  'Folder file: apricots keep for a week.',
  'Notion export: bananas ripen on the counter.',
]

/** The Flowise 3.1.4 document loaders, each feeding one in-memory store of the flow its file holds. */
export const LOADER_CASES: CoverageCase[] = [
  {
    file: 'loaders-files.json',
    async run({ d, ask }) {
      // Eleven file loaders (base64 data URLs, the unik's folders, a sandboxed function) into one store;
      // Vector Store To Document reads it back as text into the prompt of an LLM chain.
      d.fake.queue({ content: 'Plenty of fruit.' })
      const a = await ask('What do the notes say about fruit?')
      expect(a.text).toBe('Plenty of fruit.')
      const prompt = chatBodies(d).at(-1) ?? ''
      for (const fact of FILE_FACTS) expect(prompt).toContain(inJson(fact))
      expect(prompt).toContain('Question: What do the notes say about fruit?')
    },
  },
  {
    file: 'loaders-services.json',
    async run({ d, ask }) {
      // Nineteen loaders of outside services (each at its double, with its credential) into one store.
      const searches = d.search.calls.length
      d.fake.queue({ content: 'Nuts and seeds.' })
      const a = await ask('What do the sources say about nuts?')
      expect(a.text).toBe('Nuts and seeds.')
      const prompt = chatBodies(d).at(-1) ?? ''
      for (const fact of Object.values(SERVICE_FACTS).filter((f) => f !== SERVICE_FACTS.browser))
        expect(prompt).toContain(inJson(fact))
      // The three web search loaders asked their services, each with its own key.
      const asked = d.search.calls.slice(searches)
      expect(asked.map((c) => c.service).sort()).toEqual(['brave', 'searchapi', 'serpapi'])
      const seen = (path: string) => d.loaders.requests.filter((r) => r.url.startsWith(path))
      expect(seen('/v0/appCov/tblCov').at(-1)?.headers.authorization).toBe('Bearer pat-cov')
      expect(seen('/v1/blocks/pg1/children').at(-1)?.headers.authorization).toBe('Bearer secret_cov')
      expect(seen('/drive/v3/files/drv1').at(-1)?.headers.authorization).toBe('Bearer drive-cov')
      expect(seen('/rest/api/2/search/jql').at(-1)?.headers.authorization).toBe(
        `Basic ${Buffer.from('cov@example.com:jira-cov').toString('base64')}`,
      )
      // S3 requests are signed with the AWS credential's key.
      expect(seen('/cov/chia.txt').at(-1)?.headers.authorization).toContain(
        `Credential=${d.bedrock.accessKeyId}/`,
      )
    },
  },
  {
    file: 'loaders-browsers.json',
    async run({ ask }) {
      // Playwright and Puppeteer drive Chromium (CHROMIUM_PATH), a launch of seconds each: their folder tests
      // drive it against a scripted site. Here the run is pointed at a missing browser, and names it.
      const before = process.env.CHROMIUM_PATH
      process.env.CHROMIUM_PATH = '/nonexistent/coverage-chromium'
      try {
        await expect(ask('Where do melons grow?')).rejects.toThrow(/\/nonexistent\/coverage-chromium/)
      } finally {
        if (before === undefined) delete process.env.CHROMIUM_PATH
        else process.env.CHROMIUM_PATH = before
      }
    },
  },
]
