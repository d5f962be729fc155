import type { CourseSummary } from '@lms/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { CourseList } from './CourseList';

function course(overrides: Partial<CourseSummary>): CourseSummary {
  return {
    courseid: 1,
    course_name: 'Class',
    type: 'regular',
    grade_tag: 'grade2',
    teacher_id: 7,
    teacher_name: 'Ms Lin',
    student_limit: 30,
    occupied: 20,
    available: 10,
    start_date: '2026-01-01',
    expiry_date: '2027-06-30',
    expiring: false,
    ...overrides,
  };
}

const active = [
  course({ courseid: 1, course_name: 'Sunflowers', grade_tag: 'grade3', expiry_date: '2027-03-31', available: 5 }),
  course({ courseid: 2, course_name: 'Bluebirds', grade_tag: 'summer', expiry_date: '2026-12-05', expiring: true }),
  course({ courseid: 3, course_name: 'Maple Room', teacher_name: 'Mr Ortiz', available: 42, occupied: 8 }),
];
const expired = [course({ courseid: 4, course_name: 'Acorns', grade_tag: 'winter', expiry_date: '2026-01-15' })];

const options = {
  status: 'success',
  teachers: [{ userid: 7, name: 'Ms Lin' }],
  packages: [{ pkgid: 5, name: 'Garden Readers' }],
  quota: 400,
  quota_used: 28,
  libraries: [],
};

function renderList(answer: { active: CourseSummary[]; expired: CourseSummary[] }, forAdministrator = false) {
  mockApi({
    'GET /course/list': () => jsonResponse({ status: 'success', ...answer }),
    'GET /course/options': () => jsonResponse(options),
  });
  renderInApp(<CourseList forAdministrator={forAdministrator} />);
}

const namesIn = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the class list', () => {
  it('shows active classes first, then expired ones', async () => {
    renderList({ active, expired });
    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
      'active-classes',
      'expired-classes',
    ]);
    expect(namesIn(sections[0]!)).toEqual(['Bluebirds', 'Maple Room', 'Sunflowers']);
    expect(namesIn(sections[1]!)).toEqual(['Acorns']);
  });

  it("shows each class's grade, seats, expiry date as YYYY.MM.DD and the expiring badge", async () => {
    renderList({ active, expired });
    const bluebirds = (await screen.findByRole('link', { name: 'Bluebirds' })).closest('article')!;
    expect(within(bluebirds).getByText('Summer special')).toBeInTheDocument();
    expect(within(bluebirds).getByText('Expiring soon')).toBeInTheDocument();
    expect(within(bluebirds).getByText('2026.12.05')).toBeInTheDocument();
    expect(within(bluebirds).getByText('Active student limit').nextElementSibling).toHaveTextContent('30');

    const sunflowers = screen.getByRole('link', { name: 'Sunflowers' }).closest('article')!;
    expect(within(sunflowers).queryByText('Expiring soon')).not.toBeInTheDocument();
    expect(screen.getAllByText('Expiring soon')).toHaveLength(1);
  });

  it('links each class to its roster page', async () => {
    renderList({ active: [course({ courseid: 12, course_name: 'Room 3/B', type: 'trial' })], expired: [] });
    expect(await screen.findByRole('link', { name: 'Room 3/B' })).toHaveAttribute(
      'href',
      '/course_student/course=Room%203%2FB/type=trial/12',
    );
  });

  it('links an expired class to the read-only variant of its roster page', async () => {
    renderList({ active: [], expired: [course({ courseid: 4, course_name: 'Acorns' })] });
    expect(await screen.findByRole('link', { name: 'Acorns' })).toHaveAttribute(
      'href',
      '/course_student/course=Acorns/type=regular/4/expired',
    );
  });

  it("shows administrators the school's quota, each class's seats and expiry, and a create and edit button", async () => {
    renderList({ active, expired }, true);
    expect(await screen.findByText('28 of 400 active students')).toBeInTheDocument();
    const seats = screen.getByRole('region', { name: 'Seats and expiry' });
    const acorns = within(seats).getByRole('row', { name: /Acorns/ });
    expect(acorns).toHaveTextContent('20 / 30');
    expect(acorns).toHaveTextContent('Expired');
    expect(within(seats).getByRole('row', { name: /Bluebirds/ })).toHaveTextContent('Expiring soon');
    expect(screen.getByRole('button', { name: 'Create class' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit class Sunflowers' })).toBeInTheDocument();
    expect(screen.getByText(/An expired class is read-only/)).toBeInTheDocument();
  });

  it('shows teachers no class administration', async () => {
    renderList({ active, expired });
    await screen.findByRole('link', { name: 'Sunflowers' });
    expect(screen.queryByRole('button', { name: 'Create class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seats and expiry' })).not.toBeInTheDocument();
  });

  it('shows the teacher only to administrators', async () => {
    renderList({ active, expired }, true);
    // On the class's card and in the seats table.
    expect(await screen.findAllByText('Mr Ortiz')).toHaveLength(2);
  });

  it('hides the teacher from teachers, who see only their own classes', async () => {
    renderList({ active, expired });
    await screen.findByRole('link', { name: 'Sunflowers' });
    expect(screen.queryByText('Mr Ortiz')).not.toBeInTheDocument();
  });

  it('filters by name as the user types, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderList({ active, expired });
    const search = await screen.findByRole('searchbox', { name: 'Search classes by name' });
    await user.type(search, 'sun');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sunflowers']);

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText('No classes match “zebra”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('tells a teacher with no classes to ask the administrator', async () => {
    renderList({ active: [], expired: [] });
    expect(await screen.findByText('You have no classes yet')).toBeInTheDocument();
    expect(screen.getByText(/Ask them to create a class for you/)).toBeInTheDocument();
  });

  it('tells an administrator the school has no classes yet', async () => {
    renderList({ active: [], expired: [] }, true);
    expect(await screen.findByText('No classes yet')).toBeInTheDocument();
  });

  it('shows a skeleton while loading and a translated error with retry when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = () => jsonResponse({ status: 'error', code: 'common.system_error' }, 500);
    mockApi({ 'GET /course/list': () => answer() });
    renderInApp(<CourseList forAdministrator={false} />);
    expect(screen.getByText('Loading classes…')).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent('System error, please contact your administrator.');
    answer = () => jsonResponse({ status: 'success', active, expired });
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('link', { name: 'Sunflowers' })).toBeInTheDocument();
  });
});
