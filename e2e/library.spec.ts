import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption, openClass, signIn } from './support';

async function openLibrary(page: Page, className: string): Promise<Locator> {
  await signIn(page, 'teacher@demo.test');
  await openClass(page, className);
  await page.getByRole('navigation', { name: 'Class pages' }).getByRole('link', { name: 'Library' }).click();
  const library = page.getByRole('region', { name: 'Library' });
  await expect(library.getByRole('article').first()).toBeVisible();
  return library;
}

const titles = (library: Locator) => library.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

test('a teacher filters and sorts a class library and previews a book and a video', async ({ page }) => {
  const library = await openLibrary(page, 'Storytellers');
  await expect(library.getByRole('button', { name: /^Play / }).first()).toBeAttached();

  // Only picture books, then sorted by title Z–A.
  await chooseOption(page, 'Type', 'Picture book');
  await expect(library.getByRole('button', { name: /^Play / })).toHaveCount(0);
  await expect(library.getByRole('button', { name: /^Read / }).first()).toBeVisible();
  const before = await titles(library);
  await chooseOption(page, 'Sort by', 'Title (Z–A)');
  const descending = [...before].sort((a, b) => b.localeCompare(a, 'en'));
  await expect(library.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(descending);
  expect(descending).not.toEqual(before);

  // A picture book page by page.
  const book = descending[0] as string;
  await library.getByRole('button', { name: `Read “${book}”` }).click();
  const reader = page.getByRole('dialog', { name: new RegExp(book.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  const pages = reader.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const firstPage = await reader.getByRole('figure').textContent();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(reader.getByRole('figure')).not.toHaveText(firstPage ?? '');
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByText(/^Page 3 of \d+$/)).toBeVisible();
  await reader.getByRole('button', { name: 'Close' }).first().click();
  await expect(reader).toBeHidden();

  // A video: only videos now; play one from a subtitle sentence.
  await chooseOption(page, 'Type', 'Video');
  await expect(library.getByRole('button', { name: /^Read / })).toHaveCount(0);
  await library
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const player = page.getByRole('dialog', { name: /Video/ });
  const sentences = player.getByRole('region', { name: /^Sentences/ });
  await expect(sentences.getByRole('listitem').first()).toBeVisible();
  const video = player.locator('video');
  await expect(video.locator('track[kind=captions]')).toHaveAttribute('label', 'English');
  await sentences.getByRole('button').nth(1).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
});

test('a teacher closes three materials in bulk and they stay closed', async ({ page }) => {
  const library = await openLibrary(page, 'Storytellers');
  const opened = library.getByRole('article').filter({ has: page.getByRole('switch', { checked: true }) });
  await expect(opened.first()).toBeVisible();
  const chosen = (await opened.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 3);
  expect(chosen).toHaveLength(3);
  for (const title of chosen) await library.getByRole('checkbox', { name: `Select “${title}”` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Close for students' }).click();
  for (const title of chosen) {
    await expect(library.getByRole('switch', { name: `Students can open “${title}”` })).not.toBeChecked();
  }

  // Closed announcements stay closed for the session, so the reload lands straight on the library.
  await page.reload();
  for (const title of chosen) {
    await expect(page.getByRole('switch', { name: `Students can open “${title}”` })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: `Students can open “${title}”` })).toBeVisible();
  }
});

test('a teacher builds a collection, reorders it and uses it as a class library', async ({ page }) => {
  const name = `Reading list ${Date.now()}`;
  await signIn(page, 'teacher@demo.test');
  await page.getByRole('link', { name: 'My Library' }).click();
  await page.getByRole('button', { name: 'Create a collection' }).click();
  await expect(page.getByRole('heading', { name: 'New collection' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Package', exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();

  const picker = page.getByRole('region', { name: 'Materials in the package' });
  const addButtons = picker.getByRole('button', { name: /^Add “/ });
  await expect(addButtons.first()).toBeVisible();
  const picked: string[] = [];
  for (let i = 0; i < 4; i++) {
    const label = (await addButtons.first().getAttribute('aria-label')) ?? '';
    picked.push(label.replace(/^Add “(.*)”$/, '$1'));
    await addButtons.first().click();
    await expect(picker.getByRole('button', { name: `Add “${picked[i]}”` })).toHaveCount(0);
  }
  const chosen = page.getByRole('region', { name: 'In this collection (4)' });
  const order = chosen.getByRole('listitem');
  await expect(order).toHaveCount(4);
  for (const [i, title] of picked.entries()) await expect(order.nth(i)).toContainText(title);

  // Move the last one up twice and the first one down once.
  const [a, b, c, d] = picked as [string, string, string, string];
  await chosen.getByRole('button', { name: `Move “${d}” up` }).click();
  await chosen.getByRole('button', { name: `Move “${d}” up` }).click();
  await chosen.getByRole('button', { name: `Move “${a}” down` }).click();
  const expected = [d, a, b, c];
  for (const [i, title] of expected.entries()) await expect(order.nth(i)).toContainText(title);

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Leaving now asks first; stay and nothing is lost.
  await page.getByRole('link', { name: 'My Library' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Save your changes?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('heading', { name: 'New collection' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  for (const [i, title] of expected.entries()) await expect(order.nth(i)).toContainText(title);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const items = page.getByRole('listitem').filter({ hasText: new RegExp(expected.join('|')) });
  for (const [i, title] of expected.entries()) await expect(items.nth(i)).toContainText(title);

  await page.getByRole('button', { name: 'Use as class library' }).click();
  const useAs = page.getByRole('dialog', { name: `Use “${name}” as a class library` });
  await chooseOption(page, 'Class', 'Explorers');
  await useAs.getByRole('button', { name: 'Use as class library' }).click();
  await expect(page.getByText(`“Explorers” now uses “${name}” as its library.`)).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).click();
  await openClass(page, 'Explorers');
  await page.getByRole('navigation', { name: 'Class pages' }).getByRole('link', { name: 'Library' }).click();
  const library = page.getByRole('region', { name: 'Library' });
  await expect(library.getByText(name)).toBeVisible();
  await expect(library.getByText('My collection')).toBeVisible();
  await expect(library.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(expected);
});
