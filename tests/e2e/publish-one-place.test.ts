// How a flow is published is chosen in one place, Publish & Export: a flow with UPDL nodes starts on a
// scene technology (AR.js), a flow without them is offered the chat only, and the Share chatbot dialog
// keeps to chat settings (no display mode of its own).
import type { Page } from 'playwright-core'
import type { TChatflow } from '@unikflow/graph'
import { arQuizExampleFlow } from '@unikflow/updl'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { flowiseFixturesDir } from '@unikflow/testkit/fixtures'
import { beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'

const journey = setUpJourney({
  user: { email: 'publisher@example.com', password: 'publisher1' },
  unikName: 'One place',
  fakeOpenAI: false,
})

const flowIds = { scene: '', chat: '' }
beforeAll(async () => {
  const create = async (name: string, flowData: string) =>
    (
      await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
        method: 'POST',
        body: JSON.stringify({ name, type: 'CHATFLOW', flowData }),
      })
    ).id
  flowIds.scene = await create('Quiz', JSON.stringify(arQuizExampleFlow()))
  flowIds.chat = await create('Chain', readFileSync(join(flowiseFixturesDir, 'llm-chain.json'), 'utf8'))
})

const CASES = [
  {
    lang: 'en',
    dark: false,
    publish: 'Publish & Export',
    share: 'Share chatbot',
    arjs: 'AR.js',
    chat: 'Chat',
    noScene: /offered for flows with UPDL nodes/,
    shareTabs: ['Embed', 'API', 'Bot settings'],
  },
  {
    lang: 'ru',
    dark: true,
    publish: 'Публикация и экспорт',
    share: 'Поделиться чат-ботом',
    arjs: 'AR.js',
    chat: 'Чат',
    noScene: /доступны для потоков с узлами UPDL/,
    shareTabs: ['Встраивание', 'API', 'Настройки бота'],
  },
]

async function openDialog(page: Page, name: string) {
  await page.getByRole('button', { name }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  return dialog
}

type Box = { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('the AR quiz example', () => {
  it('opens with no card on another', async () => {
    const { context, page } = await journey.signedInPage()
    await page.goto(`/uniks/${journey.unikId}/chatflows/${flowIds.scene}`)
    await page.getByTestId('node-space_2').waitFor()
    // At normal zoom the cards show their fields (below 50 % they are drawn compact).
    const zoom = () =>
      page
        .locator('.react-flow__viewport')
        .evaluate((el) => Number(/scale\(([\d.]+)\)/.exec(el.style.transform)?.[1]))
    while ((await zoom()) < 1) await page.locator('.react-flow__controls-zoomin').click()
    // Boxes in flow coordinates: the card's position and its unscaled size.
    const boxes: [string, Box][] = await page.locator('.react-flow__node').evaluateAll((cards) =>
      cards.map((card): [string, Box] => {
        const el = card as HTMLElement
        const [x = 0, y = 0] = (/translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(el.style.transform) ?? [])
          .slice(1)
          .map(Number)
        return [el.dataset.id ?? '', { x, y, width: el.offsetWidth, height: el.offsetHeight }]
      }),
    )
    expect(boxes).toHaveLength(12)
    const overlapping = boxes.flatMap(([a, boxA], i) =>
      boxes.slice(i + 1).flatMap(([b, boxB]) => (intersects(boxA, boxB) ? [`${a} on ${b}`] : [])),
    )
    await screenshot(page, 'publish-one-place-example')
    expect(overlapping).toEqual([])
    await context.close()
  })
})

describe('one place for how a flow is published', () => {
  it.each(CASES)(
    '$lang: a scene starts on AR.js; a chain is offered the chat only; Share is chat settings',
    async (c) => {
      const { context, page } = await journey.signedInPage({ lang: c.lang, dark: c.dark })
      await page.goto(`/uniks/${journey.unikId}/chatflows/${flowIds.scene}`)
      await page.getByTestId('node-space_0').waitFor()
      let dialog = await openDialog(page, c.publish)
      await expect(dialog.getByRole('radio', { name: c.arjs }).isChecked()).resolves.toBe(true)
      await expect(dialog.getByRole('radio').count()).resolves.toBe(6)
      await screenshot(page, `publish-one-place-scene-${c.lang}`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      dialog = await openDialog(page, c.share)
      await expect(dialog.getByRole('tablist').first().getByRole('tab').allTextContents()).resolves.toEqual(
        c.shareTabs,
      )
      await expect(dialog.getByRole('radio', { name: c.arjs }).count()).resolves.toBe(0)
      await screenshot(page, `publish-one-place-share-${c.lang}`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await page.goto(`/uniks/${journey.unikId}/chatflows/${flowIds.chat}`)
      await page.getByTestId('node-llmChain_0').waitFor()
      dialog = await openDialog(page, c.publish)
      await dialog.getByRole('radio', { name: c.chat }).waitFor()
      await expect(dialog.getByRole('radio').count()).resolves.toBe(1)
      await dialog.getByText(c.noScene).waitFor()
      await screenshot(page, `publish-one-place-chat-${c.lang}`)
      await context.close()
    },
  )
})
