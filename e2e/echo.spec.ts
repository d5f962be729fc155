import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openClass, signIn } from './support';

const DEMO_SCHOOL = 'DEMO';
const RECORDINGS = fileURLToPath(new URL('./fixtures/echo/', import.meta.url));
const APPLE = 'I see a red apple.';
const CAT = 'This is my cat.';

// The microphone is Chromium's fake device reading a recorded question, for Try it.
test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${join(RECORDINGS, 'try-it.wav')}`,
    ],
  },
});

/** A calendar date as the date fields show it (YYYY.MM.DD), `days` from today. */
function shownDate(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}.${String(day.getMonth() + 1).padStart(2, '0')}.${String(day.getDate()).padStart(2, '0')}`;
}

async function fillDate(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

/** The signed-in teacher's bearer token, as the web app keeps it. */
async function teacherToken(page: Page): Promise<string> {
  const saved = await page.evaluate(() => localStorage.getItem('lms.auth'));
  const token = saved ? (JSON.parse(saved) as { state: { token: string | null } }).state.token : null;
  if (!token) throw new Error('the teacher is not signed in');
  return token;
}

/** Picks a material of the class library in the editor and adds its first sentence as a question. */
async function addFirstSentence(page: Page, material: string, sentence: string): Promise<void> {
  const chooser = page.getByRole('combobox', { name: 'Choose a material of the class library' });
  await chooser.click();
  await chooser.fill(material);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: material }).first().click();
  await page.getByRole('button', { name: `Add sentence 1: ${sentence}` }).click();
}

/** A student answers every question of the quiz aloud through the learner API, as the student app does. */
async function answerAloud(
  request: APIRequestContext,
  account: string,
  quizName: string,
  clips: Record<string, string>,
): Promise<void> {
  const login = await request.post('api/learner/login', {
    data: { school: DEMO_SCHOOL, account, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const listed = (await (await request.get('api/learner/echo', { headers })).json()) as {
    record: { echoid: number; name: string; questions: { qid: number; text: string }[] }[];
  };
  const quiz = listed.record.find((candidate) => candidate.name === quizName);
  if (!quiz) throw new Error(`${account} does not see "${quizName}"`);
  for (const question of quiz.questions) {
    const clip = clips[question.text];
    if (!clip) throw new Error(`no recording for "${question.text}"`);
    const sent = await request.post(`api/learner/echo/${quiz.echoid}/${question.qid}`, {
      headers,
      multipart: {
        audio: { name: clip, mimeType: 'audio/ogg', buffer: readFileSync(join(RECORDINGS, clip)) },
      },
    });
    expect(sent.status()).toBe(202);
  }
}

test('a teacher makes an Echo Valley quiz from two books, three students answer aloud, and the teacher listens and overrules a score', async ({
  page,
}) => {
  const name = `Colours and cats ${Date.now()}`;
  await signIn(page, 'teacher@demo.test');
  await openClass(page, 'Sunflowers');
  const tabs = page.getByRole('navigation', { name: 'Class pages' });
  await tabs.getByRole('link', { name: 'Echo Valley' }).click();
  await page.getByRole('button', { name: 'Create oral quiz' }).first().click();

  // One sentence from each of two books, then published after the confirmation.
  await expect(page.getByRole('heading', { name: 'Create an Echo Valley oral quiz' })).toBeVisible();
  await page.getByLabel('Quiz name').fill(name);
  await fillDate(page, 'Open date', shownDate(0));
  await fillDate(page, 'Close date', shownDate(7));
  await addFirstSentence(page, 'I See Colours', APPLE);
  await addFirstSentence(page, 'My Cat', CAT);
  await expect(page.getByRole('heading', { name: 'Questions 2 / 30' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Publish ${name}?` });
  await expect(confirm).toContainText('After publication, the content and time cannot be modified');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`Quiz "${name}" published`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Published');

  // Three students of the class read it: one as written, one leaving a word out, one stopping halfway
  // (recordings made with espeak-ng and sox, as the answer tests' are).
  const token = await teacherToken(page);
  const courseid = new URL(page.url()).pathname.split('/').at(-1);
  const roster = (await (
    await page.request.get(`api/stu/list/${courseid}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { record: { username: string; account: string; active: string | boolean }[] };
  const active = roster.record.filter((student) => String(student.active) === 'true');
  const [careful, hurried, halfway] = active;
  if (!careful || !hurried || !halfway) throw new Error('the class has fewer than three active students');
  await answerAloud(page.request, careful.account, name, { [APPLE]: 'apple-exact.ogg', [CAT]: 'cat-exact.ogg' });
  await answerAloud(page.request, hurried.account, name, {
    [APPLE]: 'apple-left-out.ogg',
    [CAT]: 'cat-left-out.ogg',
  });
  await answerAloud(page.request, halfway.account, name, { [APPLE]: 'apple-half.ogg', [CAT]: 'cat-half.ogg' });

  // The progress page fills in as the answers are scored.
  await row.getByRole('link', { name: `Progress of ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const carefulRow = page.getByRole('row').filter({ hasText: careful.username });
  const hurriedRow = page.getByRole('row').filter({ hasText: hurried.username });
  await expect(carefulRow).toContainText('Submitted', { timeout: 60_000 });
  await expect(page.getByText(/Scoring \d+ answers?/)).toHaveCount(0, { timeout: 60_000 });
  await expect(carefulRow).toContainText('100');

  // The reading stopped halfway scores about half, and the drawer says what the score means.
  const halfwayRow = page.getByRole('row').filter({ hasText: halfway.username });
  await halfwayRow.getByRole('button', { name: halfway.username, exact: true }).click();
  const halves = page.getByRole('dialog', { name: `Answers of ${halfway.username}` });
  const rule = halves.getByRole('note', { name: 'What the score means' });
  await expect(rule).toContainText("The score is the share of the sentence's words read correctly");
  for (const [number, read, total] of [
    [1, 3, 5],
    [2, 2, 4],
  ] as const) {
    const question = halves.getByRole('region', { name: `Question ${number}` });
    await expect(question.locator('[data-figure="wordsRead"]')).toContainText(`${read} of ${total}`);
    const score = Number(await question.locator('[data-figure="overall"] dd').textContent());
    expect(score).toBeGreaterThanOrEqual((read / total) * 100 - 10);
    expect(score).toBeLessThanOrEqual((read / total) * 100);
  }
  await halves.getByRole('button', { name: 'Close' }).click();

  // The hurried reading: the word left out is marked, readable without colour, and the recording plays.
  await hurriedRow.getByRole('button', { name: hurried.username, exact: true }).click();
  const answers = page.getByRole('dialog', { name: `Answers of ${hurried.username}` });
  const first = answers.getByRole('region', { name: 'Question 1' });
  await expect(first.getByRole('paragraph').first()).toContainText('I see a red (left out) apple.');
  await expect(first.getByRole('button', { name: 'apple.' })).toBeVisible();
  await first.getByRole('button', { name: 'Listen' }).click();
  const player = first.locator('audio');
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 15_000 })
    .toBeGreaterThan(0.5);

  // The teacher overrules the first question's score; the table shows it as the teacher's.
  await first.getByLabel("Teacher's score for question 1 (0–100)").fill('75');
  await first.getByRole('button', { name: 'Save score' }).click();
  await expect(page.getByText("The teacher's score is saved")).toBeVisible();
  await expect(answers.getByText(/Teacher's score 75, given by Amy Lin/)).toBeVisible();
});

test('a teacher reads a question into the microphone and sees how it would be scored', async ({ page }) => {
  await signIn(page, 'teacher@demo.test');
  await openClass(page, 'Sunflowers');
  await page.getByRole('navigation', { name: 'Class pages' }).getByRole('link', { name: 'Echo Valley' }).click();
  await page.getByRole('button', { name: 'Create oral quiz' }).first().click();
  await page.getByLabel('Add your own question').fill(APPLE);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Try it – Question 1' }).click();

  const panel = page.getByRole('region', { name: 'Try it' });
  await panel.getByRole('button', { name: 'Record' }).click();
  await expect(panel.getByText('Recording. Read the question aloud, then stop.')).toBeVisible();
  // The fake microphone repeats the file: a little over one reading of it.
  await page.waitForTimeout(3_500);
  await panel.getByRole('button', { name: 'Stop' }).click();
  await expect(panel.getByText('Your reading is scored.')).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText('Score');
  await expect(panel.getByRole('note', { name: 'What the score means' })).toBeVisible();
  await expect(panel).toContainText('apple');
});
