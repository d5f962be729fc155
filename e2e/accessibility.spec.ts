import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { administratorPages, SIGNED_OUT_PAGES, settle, teacherPages } from './app-pages';
import { type JourneyLanguage, text } from './catalogue';
import { signIn } from './support';

/** English, and Japanese as the other language: its hidden labels must not be left in English. */
const LANGUAGES: JourneyLanguage[] = ['en-US', 'ja-JP'];
const BLOCKING = new Set(['serious', 'critical']);
/** Every page is audited on a desktop and on a phone, where lists become cards and tables scroll. */
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Audit {
  page: string;
  /** Rules that found something to check on the page. */
  rules: number;
  /** Serious and critical findings, as "rule: element". */
  blocking: string[];
  /** Moderate and minor findings, reported only. */
  minor: number;
  /** Accessible names that are an icon's file name or English text in another language. */
  untranslated: string[];
}

/**
 * Hidden labels antd writes in English whatever the language: its defaults, and icons named
 * after their files ("arrow-left"). An icon's name counts where a reader meets it: not when it
 * is hidden, nor inside something named by its own label.
 */
async function untranslatedLabels(page: Page, language: JourneyLanguage): Promise<string[]> {
  return page.evaluate((otherLanguage) => {
    const found = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label]')) {
      if (element.closest('[aria-hidden="true"]')) continue;
      const label = element.getAttribute('aria-label') ?? '';
      const named = element.parentElement?.closest('[aria-label], [aria-labelledby]');
      const iconName = element.classList.contains(`anticon-${label}`) && !named;
      const antdDefault = /^(Increase Value|Decrease Value|Select all|segmented control)$/i.test(label);
      if (iconName || (otherLanguage && antdDefault))
        found.add(`${element.tagName.toLowerCase()}[aria-label="${label}"]`);
    }
    return [...found];
  }, language !== 'en-US');
}

async function audit(page: Page, name: string, language: JourneyLanguage): Promise<Audit> {
  // Every rule axe runs by default, and the one that checks a control's name holds the words it shows.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        // A contrast finding says its colours, so the report shows what to change.
        const colours = node.any.find((check) => check.id === 'color-contrast')?.data as
          | { fgColor: string; bgColor: string; contrastRatio: number }
          | undefined;
        const detail = colours ? ` (${colours.fgColor} on ${colours.bgColor}, ${colours.contrastRatio}:1)` : '';
        return `${violation.id}: ${node.target.join(' ')}${detail}`;
      }),
    );
  const minor = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? '')).length;
  const untranslated = await untranslatedLabels(page, language);
  return { page: name, rules: results.passes.length + results.violations.length, blocking, minor, untranslated };
}

async function auditPaths(page: Page, paths: string[], language: JourneyLanguage): Promise<Audit[]> {
  const audits: Audit[] = [];
  for (const path of paths) {
    await page.goto(`.${path}`);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    audits.push(await audit(page, path, language));
  }
  return audits;
}

/** The device's language, as chosen with the language menu: the app opens in it from then on. */
async function chooseLanguage(page: Page, language: JourneyLanguage): Promise<void> {
  await page.evaluate((chosen) => {
    const saved = JSON.parse(localStorage.getItem('lms.common') ?? '{"state":{},"version":1}');
    saved.state.language = chosen;
    localStorage.setItem('lms.common', JSON.stringify(saved));
  }, language);
}

/** The control whose accessible name is `template` (a catalogue text) with any name in its placeholder. */
function namedLike(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
}

/** One line per page in the report, and every problem named at once when any is found. */
function expectClean(audits: Audit[], language: JourneyLanguage, width: number): void {
  for (const { page, rules, blocking, minor } of audits) {
    console.log(
      `axe ${language} ${width}px ${page}: ${rules} rules applied, ${blocking.length} serious/critical, ${minor} minor`,
    );
  }
  expect(audits.filter((one) => one.blocking.length > 0 || one.untranslated.length > 0)).toEqual([]);
}

for (const language of LANGUAGES) {
  for (const { name: device, width, height } of WIDTHS) {
    test.describe(`accessibility in ${language} on a ${device} (${width} px)`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height });
      });

      test('the signed-out pages', async ({ page }) => {
        await page.goto('./404');
        await chooseLanguage(page, language);
        const audits = await auditPaths(page, SIGNED_OUT_PAGES, language);
        // A live reset link shows the form: the check answers as it would for one.
        await page.route('**/api/auth/resetpassword/check', (route) => route.fulfill({ json: { status: 'success' } }));
        audits.push(...(await auditPaths(page, ['/resetpassword/id=live/email=amy%40demo.test'], language)));
        expectClean(audits, language, width);
      });

      test("every page of a teacher's app, and its dialogs", async ({ page }) => {
        // About thirty-five pages, each audited once settled: four minutes on a busy machine.
        test.setTimeout(480_000);
        await signIn(page, 'teacher@demo.test');
        await chooseLanguage(page, language);
        const paths = await teacherPages(page);
        const audits = await auditPaths(page, paths, language);

        // The import dialog's preview, with one row to fix.
        const roster = paths.find((path) => path.startsWith('/course_student/'))!;
        await page.goto(`.${roster}`);
        await settle(page);
        await page.getByRole('button', { name: text(language, 'roster:actions.import'), exact: true }).click();
        const wizard = page.getByRole('dialog', { name: text(language, 'roster:import.title') });
        await wizard.getByRole('button', { name: text(language, 'roster:import.template.next') }).click();
        const csv = 'Student name,Student account,Password\nAxe One,axeone1,secret1\nAxe Two,axetwo2,abc\n';
        await wizard
          .locator('input[type=file]')
          .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await expect(wizard.getByRole('row', { name: /Axe Two/ })).toBeVisible();
        audits.push(await audit(page, `${roster} (import preview)`, language));
        expectClean(audits, language, width);
      });

      test("an administrator's pages, and the dialog that edits a class", async ({ page }) => {
        await signIn(page, 'admin@demo.test');
        await chooseLanguage(page, language);
        const audits = await auditPaths(page, await administratorPages(page), language);

        await page.goto('./course');
        await settle(page);
        await page
          .getByRole('button', { name: namedLike(text(language, 'course:form.editLabel')) })
          .first()
          .click();
        await expect(
          page.getByRole('dialog', { name: namedLike(text(language, 'course:form.editTitle')) }),
        ).toBeVisible();
        audits.push(await audit(page, '/course (edit class)', language));
        expectClean(audits, language, width);
      });
    });
  }
}
