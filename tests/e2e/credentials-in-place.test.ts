// Browser journey: a credential is created where it is needed and one rule says when it is needed.
// On the canvas a ChatOpenAI without any credential offers "Create new" (the dialog opens on its one kind,
// the new credential is then chosen), its credential stops being starred once BasePath is set (the card
// says so) and Reasoning Effort is not starred; the assistant form creates one in place without losing
// what was typed, follows the same Base Path rule, and picks up a credential added in another tab.
// Screenshots light/en and dark/ru.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { TCredentialSummary } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { addNodeFromPalette, settled } from '../support/canvas'
import { setUpJourney } from '../support/journey'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'credentials-in-place@example.com', password: 'credentialsinplace1' }
const journey = setUpJourney({ user: USER, unikName: 'Credentials space', credential: false })

const credentials = () => journey.api<TCredentialSummary[]>(`/uniks/${journey.unikId}/credentials`)

/** Fills the credential dialog (opened on the OpenAI kind) and adds it. */
async function addOpenAiCredential(page: Page, name: string, add: string) {
  const dialog = page.getByRole('dialog')
  await dialog.locator('#credential-name').fill(name)
  await dialog.locator('#credential-field-openAIApiKey').fill('sk-in-place')
  await dialog.locator('#credential-field-basePath').fill(journey.fake.baseUrl)
  await dialog.getByRole('button', { name: add, exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
}

const cardStarred = (page: Page, nodeId: string, label: string) =>
  page
    .getByTestId(`node-${nodeId}`)
    .locator('.uf-param__label', { hasText: label })
    .first()
    .locator('.uf-req')
    .count()

describe('credentials where they are needed', () => {
  it('creates a credential from the node card and follows the Base Path rule there', async () => {
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}/chatflows/new`)
    await page.locator('.react-flow__pane').waitFor()
    await addNodeFromPalette(page, 'ChatOpenAI', { x: 500, y: 80 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    const card = page.getByTestId('node-chatOpenAI_0')
    await card.getByText('No credentials yet').waitFor()
    expect(await cardStarred(page, 'chatOpenAI_0', 'Connect Credential')).toBe(1)
    // Half-done work on the card stays while a credential is created.
    await card.getByRole('spinbutton', { name: 'Temperature' }).fill('0.3')

    await card.getByRole('button', { name: 'Create new' }).click()
    // One kind fits: the dialog opens on it, no kind list first.
    await page.getByRole('dialog').getByText('OpenAI API', { exact: true }).waitFor()
    await settled(page)
    await screenshot(page, 'credentials-in-place-card-dialog-light-en')
    await addOpenAiCredential(page, 'Made on the card', 'Add')
    const [made] = await credentials()
    expect(made?.name).toBe('Made on the card')
    const select = card.getByRole('combobox', { name: 'Connect Credential' })
    await expect.poll(() => select.inputValue()).toBe(made?.id)
    expect(await card.getByRole('spinbutton', { name: 'Temperature' }).inputValue()).toBe('0.3')

    // The rule: needed unless BasePath is set, and the card says so.
    await card.getByText('Not needed when BasePath is set').waitFor()
    await card.getByRole('button', { name: 'Additional Parameters' }).click()
    const dialog = page.getByRole('dialog')
    // Reasoning Effort shows once Reasoning is on (chatOpenAI 8.3): optional there, so not starred.
    await dialog.getByRole('switch', { name: 'Reasoning' }).check()
    await dialog.locator('.uf-param__label', { hasText: 'Reasoning Effort' }).waitFor()
    expect(
      await dialog.locator('.uf-param__label', { hasText: 'Reasoning Effort' }).locator('.uf-req').count(),
    ).toBe(0)
    await dialog.getByRole('textbox', { name: 'BasePath' }).fill('http://127.0.0.1:1/v1')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => cardStarred(page, 'chatOpenAI_0', 'Connect Credential')).toBe(0)
    await screenshot(page, 'credentials-in-place-card-light-en')
  })

  it('creates one from the assistant form, keeps the form, and sees one added in another tab (ru, dark)', async () => {
    const { context, page } = await journey.signedInPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/assistants/custom/new`)
    await page.getByRole('textbox', { name: 'Название', exact: true }).fill('Помощник')
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Чат-модель', exact: true }),
      'ChatOpenAI',
      true,
    )
    const credentialLabel = page.locator('#assistant-credential-label')
    await credentialLabel.waitFor()
    expect(await credentialLabel.locator('.MuiFormLabel-asterisk').count()).toBe(1)
    await page.getByText(/Не нужны, если задан базовый путь \(сервер без ключа\)/).waitFor()
    // A Base Path makes the credential optional: the same rule as the card.
    await page.getByRole('textbox', { name: 'Базовый путь' }).fill('http://127.0.0.1:1/v1')
    await expect.poll(() => credentialLabel.locator('.MuiFormLabel-asterisk').count()).toBe(0)
    await page.getByRole('textbox', { name: 'Базовый путь' }).fill('')
    await expect.poll(() => credentialLabel.locator('.MuiFormLabel-asterisk').count()).toBe(1)

    // Another tab adds a credential on the Credentials page: this form's list has it, the form unchanged.
    const other = await context.newPage()
    await other.goto(`/uniks/${journey.unikId}/credentials`)
    await other
      .getByRole('button', { name: /Добавить/ })
      .first()
      .click()
    await other
      .getByRole('dialog')
      .getByRole('button', { name: /^OpenAI API/ })
      .first()
      .click()
    await addOpenAiCredential(other, 'Из другой вкладки', 'Добавить')
    await other.close()
    await page.getByRole('combobox', { name: 'Учётные данные' }).click()
    await page.getByRole('option', { name: 'Из другой вкладки' }).waitFor()
    await page.keyboard.press('Escape')
    expect(await page.getByRole('textbox', { name: 'Название', exact: true }).inputValue()).toBe('Помощник')

    // "New credential" beside the field: the dialog in place, the new one chosen, the form kept.
    await page.getByRole('button', { name: 'Новые учётные данные', exact: true }).click()
    await settled(page)
    await screenshot(page, 'credentials-in-place-assistant-dialog-dark-ru')
    await addOpenAiCredential(page, 'Прямо из формы', 'Добавить')
    const made = (await credentials()).find((c) => c.name === 'Прямо из формы')
    expect(made).toBeDefined()
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Учётные данные' }).textContent())
      .toContain('Прямо из формы')
    expect(await page.getByRole('textbox', { name: 'Название', exact: true }).inputValue()).toBe('Помощник')
    await settled(page)
    await screenshot(page, 'credentials-in-place-assistant-dark-ru')
  })

  it('applies the same rule in an Agentflow v2 model config', async () => {
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}/agentcanvas?type=AGENTFLOW`)
    await page.getByTestId('node-startAgentflow_0').waitFor({ timeout: 15_000 })
    await addNodeFromPalette(page, 'LLM', { x: 900, y: 200 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.getByTestId('node-llmAgentflow_0').getByRole('button', { name: 'Edit parameters' }).click()
    const dialog = page.getByRole('dialog')
    const model = dialog.getByRole('combobox', { name: 'Model', exact: true })
    await model.focus()
    await model
      .locator('option', { hasText: 'ChatOpenAI' })
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 })
    await model.selectOption({ label: 'ChatOpenAI' })
    const config = dialog.getByTestId('config-llmModel')
    const credentialLabel = config.locator('.uf-param__label', { hasText: 'Connect Credential' })
    await credentialLabel.waitFor()
    expect(await credentialLabel.locator('.uf-req').count()).toBe(1)
    await config.getByText('Not needed when BasePath is set').waitFor()
    // The Base Path the rule names is offered in the config (it is an additional param of the node).
    await config.getByRole('textbox', { name: 'BasePath' }).fill('http://127.0.0.1:1/v1')
    await expect.poll(() => credentialLabel.locator('.uf-req').count()).toBe(0)
    await config.getByRole('button', { name: 'Create new' }).waitFor()
    await screenshot(page, 'credentials-in-place-agentflow-config-light-en')
  })
})
