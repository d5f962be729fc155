import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/** The options of the open select list (antd draws them apart from the field), or the one with this text. */
const option = (page: Page, text?: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', text ? { hasText: text } : {});

test('an administrator creates a class, changes its limit and finds both changes in the audit log', async ({
  page,
}) => {
  const name = `Herons ${Date.now().toString(36)}`;
  await signIn(page, 'admin@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Seats and expiry' })).toBeVisible();
  await expect(page.getByText(/\d+ of 400 active students/)).toBeVisible();

  // Create the class.
  await page.getByRole('button', { name: 'Create class' }).click();
  const create = page.getByRole('dialog', { name: 'Create a class' });
  await create.getByLabel('Class name').fill(name);
  await create.getByLabel('Teacher').click();
  await option(page, 'Daniel Ortiz').click();
  await create.getByLabel('Active student limit').fill('18');
  await create.getByLabel('Library').click();
  await option(page).first().click();
  await create.getByRole('button', { name: 'Create class' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText(`Class ${name} created.`)).toBeVisible();

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Daniel Ortiz')).toBeVisible();
  await expect(card.getByRole('definition').first()).toHaveText('18');

  // A limit above the school's quota is refused on the form, then the limit is changed.
  await card.getByRole('button', { name: `Edit class ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit class ${name}` });
  await edit.getByLabel('Active student limit').fill('401');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText("The school's quota is 400 active students.")).toBeVisible();
  await edit.getByLabel('Active student limit').fill('24');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByRole('definition').first()).toHaveText('24');

  // The audit log, from the header menu, shows both changes, newest first.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('What', { exact: true }).click();
  await option(page, 'Class').click();
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Grace Chen changed the class ${name}`);
  await expect(rows.nth(0)).toContainText(/Active student limit: 18 →.*24/);
  await expect(rows.nth(1)).toContainText(`Grace Chen created the class ${name}`);
  await expect(rows.nth(1)).toContainText('Teacher: Daniel Ortiz');

  // The packages page lists what the school subscribes to.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Available packages' }).click();
  await expect(page.getByRole('heading', { name: 'Available packages', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first().getByText('Picture books', { exact: true })).toBeVisible();
});
