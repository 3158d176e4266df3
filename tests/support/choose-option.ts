import type { Locator, Page } from 'playwright-core'

/**
 * Picks an option of a select (MUI's menu) and waits until its menu is gone. While a menu is open or closing,
 * the page behind it is hidden from the accessibility tree, so the next field asked for by role or label is
 * not found; under load a closing menu stays long enough for that to fail a journey.
 */
export async function chooseOption(page: Page, field: Locator, option: string | RegExp, exact = false) {
  await field.click()
  await page.getByRole('option', { name: option, exact }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}
