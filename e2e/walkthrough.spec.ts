import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/** Switches the signed-in user's language through the header's language dialog. */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await dialog.getByText(name, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** The distinct tops of the figures on each class card: one value per card when they line up. */
async function figureTops(page: Page): Promise<number[][]> {
  await expect(page.locator('article dl dd').first()).toBeVisible();
  return page
    .locator('article')
    .evaluateAll((cards) =>
      cards.map((card) => [
        ...new Set([...card.querySelectorAll('dl dd')].map((dd) => Math.round(dd.getBoundingClientRect().top))),
      ]),
    );
}

test('class card figures sit on one line in Thai at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'teacher@demo.test');
  await chooseLanguage(page, 'ไทย');
  for (const tops of await figureTops(page)) expect(tops).toHaveLength(1);
});

test('class card figures sit on one line in English on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'teacher@demo.test');
  for (const tops of await figureTops(page)) expect(tops).toHaveLength(1);
});
