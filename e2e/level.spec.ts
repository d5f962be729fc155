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
