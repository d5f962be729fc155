import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { levelForm } from '../apps/server/src/modules/level/content/forms';
import type { LearnerLevelTest } from '../packages/shared/src/index';
import { api, type Course, classPath, session, settle } from './app-pages';
import { DEMO_PASSWORD, signIn } from './support';

const READING = fileURLToPath(new URL('./fixtures/echo/try-it.wav', import.meta.url));

type RosterStudent = {
  stuid: number;
  username: string;
  account: string;
  active: boolean;
  level: string | null;
  placement: string;
};

test('a student takes the placement test through the learner API and the Levels tab shows the new level', async ({
  page,
}) => {
  await signIn(page, 'teacher@demo.test');
  const { token } = await session(page);
  const classes = await api<{ active: Course[] }>(page, token, '/course/list');
  const sunflowers = classes.active.find((course) => course.course_name === 'Sunflowers')!;
  const roster = await api<{ record: RosterStudent[] }>(page, token, `/stu/list/${sunflowers.courseid}`);
  // An active student the demo left waiting for placement.
  const student = roster.record.find((s) => s.active && s.placement === 'pending');
  if (!student) throw new Error('the demo has no student waiting for placement in Sunflowers');
  const target = student.level === 'H' ? 'G' : 'H';

  // The learner app: sign in, find the placement waiting, answer, finish.
  const login = await page.request.post('api/learner/login', {
    data: { school: 'DEMO', account: student.account, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const learner = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const pending = await page.request.get('api/learner/level', { headers: learner });
  const placement = ((await pending.json()) as { test: LearnerLevelTest }).test;
  expect(placement).toMatchObject({ kind: 'placement', state: 'pending' });

  // The student reads up to level H (G when they were at H): right up to it, wrong above.
  for (const item of levelForm(placement.form).items) {
    if (item.kind !== 'question') continue;
    const right = item.level <= target ? item.right : (item.right + 1) % item.choices.length;
    const answered = await page.request.post(`api/learner/level/${placement.testid}/answer`, {
      headers: learner,
      data: { item: item.key, choice: 'abcd'[right] },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  // One sentence read aloud, scored by the speech engine as it arrives.
  const reading = await page.request.post(`api/learner/level/${placement.testid}/answer`, {
    headers: learner,
    multipart: {
      item: 'read-C',
      audio: { name: 'reading.wav', mimeType: 'audio/wav', buffer: readFileSync(READING) },
    },
  });
  expect(reading.ok(), await reading.text()).toBe(true);
  const finished = await page.request.post(`api/learner/level/${placement.testid}/finish`, { headers: learner });
  expect(await finished.json()).toMatchObject({ status: 'success', kind: 'placement', level: target });

  // The teacher's Levels tab: the student placed at the new level, the change in their history.
  await page.goto(`.${classPath('course_level', sunflowers)}`);
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Levels', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: student.username, exact: true }) });
  // The level now, and the level the placement computed.
  await expect(row.getByRole('cell', { name: target, exact: true })).toHaveCount(2);
  await expect(row.getByText('Placed')).toBeVisible();
  await row.getByRole('button', { name: student.username, exact: true }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(`Levels of ${student.username}`)).toBeVisible();
  await expect(
    drawer.getByText(student.level ? `From ${student.level} to ${target}` : `Placed at ${target}`),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Show answers' }).first().click();
  await expect(drawer.getByText('L: 0, not passed')).toBeVisible();
  await expect(drawer.getByText(/Reading score \d+/)).toBeVisible();
  // The reading's words as the engine marked them, kept with its score.
  const heard = drawer.getByRole('figure', { name: 'How the words were read' });
  await expect(heard).toHaveCount(1);
  // Each word of the sentence in order (a word the engine marked wrong says so after it).
  await expect(heard).toContainText(/Green .*frogs .*jump .*over .*wet .*rocks\./);
  await expect(drawer.getByRole('list', { name: 'What the marks mean' })).toBeVisible();
});

type LevelStudentRow = { stuid: number; username: string; account: string; level: string | null; placement: string };

test("a level check's computed level changes nothing until the teacher accepts it", async ({ page }) => {
  await signIn(page, 'teacher@demo.test');
  const { token } = await session(page);
  const classes = await api<{ active: Course[] }>(page, token, '/course/list');
  const sunflowers = classes.active.find((course) => course.course_name === 'Sunflowers')!;
  const levels = await api<{ record: (LevelStudentRow & { open: unknown })[] }>(
    page,
    token,
    `/level/${sunflowers.courseid}`,
  );
  // A placed student between B and K, with no check waiting: the check asks one level below, at and above.
  const student = levels.record.find(
    (s) => s.placement === 'done' && s.level && s.level > 'A' && s.level < 'L' && !s.open,
  );
  if (!student?.level) throw new Error('the demo has no placed student without a check in Sunflowers');
  const before = student.level;
  const above = String.fromCharCode(before.charCodeAt(0) + 1);

  // The teacher schedules the check on the Levels tab.
  await page.goto(`.${classPath('course_level', sunflowers)}`);
  await settle(page);
  await page.getByRole('checkbox', { name: `Select ${student.username}` }).check();
  await page.getByRole('button', { name: 'Schedule level check' }).click();
  await page.getByRole('dialog', { name: 'Schedule a level check' }).getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Level checks scheduled: 1. Already waiting: 0.')).toBeVisible();

  // The student answers every question right: the check computes the level above.
  const login = await page.request.post('api/learner/login', {
    data: { school: 'DEMO', account: student.account, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const learner = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const check = (
    (await (await page.request.get('api/learner/level', { headers: learner })).json()) as {
      test: LearnerLevelTest;
    }
  ).test;
  expect(check).toMatchObject({ kind: 'check' });
  for (const item of levelForm(check.form).items) {
    if (item.kind !== 'question') continue;
    const answered = await page.request.post(`api/learner/level/${check.testid}/answer`, {
      headers: learner,
      data: { item: item.key, choice: 'abcd'[item.right] },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  const finished = await page.request.post(`api/learner/level/${check.testid}/finish`, { headers: learner });
  expect(await finished.json()).toMatchObject({ status: 'success', kind: 'check', level: above });

  // Nothing has changed yet: the level is the one before, and the history has no move to it.
  await page.reload();
  await settle(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: student.username, exact: true }) });
  await expect(row.getByRole('cell', { name: before, exact: true })).toBeVisible();
  await row.getByRole('button', { name: student.username, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Levels of ${student.username}` });
  await expect(drawer.getByText(`From ${before} to ${above}`)).toHaveCount(0);

  // Accepting it moves the student, and the history says so.
  await drawer.getByRole('button', { name: `Accept ${above}` }).click();
  await page
    .getByRole('dialog', { name: `Set the level of ${student.username} to ${above}?` })
    .getByRole('button', { name: 'Set level' })
    .click();
  await expect(page.getByText(`${student.username} is now at level ${above}.`)).toBeVisible();
  await expect(drawer.getByText(`From ${before} to ${above}`)).toBeVisible();
  await expect(row.getByRole('cell', { name: above, exact: true }).first()).toBeVisible();
});
