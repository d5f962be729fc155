import {
  type CourseDetailResponse,
  courseDetailResponse,
  type DashboardResponse,
  type DashboardSeries,
  dashboardResponse,
  type ReportWindow,
} from '@lms/shared';

export const SUNFLOWERS = { course_name: 'Sunflowers', type: 'regular', courseid: 12 } as const;

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];

/** Six active days whose minutes rise, with the most on 2026.11.20. */
export function classSeries(overrides: Partial<DashboardSeries> = {}): DashboardSeries {
  const reading = [20, 25, 30, 60, 90, 70];
  const viewing = [10, 5, 0, 15, 30, 20];
  return {
    minutes: DAYS.map((label, index) => ({ label, reading: reading[index] ?? 0, viewing: viewing[index] ?? 0 })),
    completed: DAYS.map((label, index) => ({ label, books: index, videos: index % 2 })),
    assignments: [
      { label: 'Farm animals', id: 31, date: '2026-11-02', complete: 8, incomplete: 0, missed: 2 },
      { label: 'Bedtime stories', id: 32, date: '2026-11-09', complete: 6, incomplete: 1, missed: 3 },
      { label: 'Colours week', id: 33, date: '2026-11-16', complete: 4, incomplete: 6, missed: 0 },
    ],
    echo_scores: [
      { label: 'Week 44', id: 41, date: '2026-10-26', average: 82, students: 9 },
      { label: 'Week 45', id: 42, date: '2026-11-02', average: 75.4, students: 8 },
      { label: 'Week 46', id: 43, date: '2026-11-09', average: null, students: 0 },
      { label: 'Week 47', id: 44, date: '2026-11-16', average: 61, students: 7 },
    ],
    active_students: DAYS.map((label, index) => ({ label, students: [4, 6, 5, 9, 12, 10][index] ?? 0 })),
    levels: [
      { level: null, students: 2, raised: 0, lowered: 0 },
      { level: 'C', students: 2, raised: 1, lowered: 0 },
      { level: 'A', students: 3, raised: 0, lowered: 1 },
      { level: 'B', students: 5, raised: 2, lowered: 0 },
    ],
    ...overrides,
  };
}

export function dashboardBody(
  overrides: Partial<Omit<DashboardResponse, 'series'>> & { series?: DashboardSeries } = {},
  reportWindow: ReportWindow = 'last6',
): DashboardResponse {
  return dashboardResponse.parse({
    status: 'success',
    window: reportWindow,
    series: classSeries(),
    popular: [
      { resourceid: 101, resource_name: 'The Big Red Barn', readers: 9, minutes: 1240 },
      { resourceid: 102, resource_name: 'Moon Night', readers: 6, minutes: 85 },
    ],
    overlooked: [{ resourceid: 103, resource_name: 'Rain Boots', readers: 0 }],
    attention: [
      { stuid: 502, username: 'Ben Wu', reasons: ['missed_assignments', 'falling_echo'] },
      { stuid: 501, username: 'Ana Lee', reasons: ['inactive'] },
    ],
    ...overrides,
  });
}

/** A class without any activity: no series but the levels of its students, nothing read, nobody flagged. */
export function quietBody(): DashboardResponse {
  return dashboardBody({
    series: classSeries({ minutes: [], completed: [], assignments: [], echo_scores: [], active_students: [] }),
    popular: [],
    overlooked: [{ resourceid: 103, resource_name: 'Rain Boots', readers: 0 }],
    attention: [],
  });
}

/** The class library, with covers for the first two popular books only. */
export function libraryBody(): CourseDetailResponse {
  const book = (resourceid: number, name: string) => ({
    resourceid,
    type: 'book' as const,
    resource_name: name,
    level: 'A',
    unit: '',
    topic: '',
    publisher: '',
    author: '',
    information: '',
    note: '',
    cover: `/cms/resdl/covers/${resourceid}.png`,
    colid: 'p1',
    openflag: 'true' as const,
  });
  return courseDetailResponse.parse({
    status: 'success',
    csrInfo: { courseid: 12, colid: 'p1', library_kind: 'package', library_name: 'Seedling Readers', pkgid: 1 },
    record: [book(101, 'The Big Red Barn'), book(102, 'Moon Night')],
    courseOverview: { record: [], total: 2, opened: 2 },
  });
}
