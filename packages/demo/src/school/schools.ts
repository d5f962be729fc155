import type { GradeTag } from '@lms/shared';

export const DEMO_PASSWORD = 'demo1234';
/** The two secret pictures of the demo students who have chosen a picture password. */
export const DEMO_PICTURES = [3, 8] as const;

/** The sign-ins printed at start, in the order a visitor would try them. */
export const DEMO_SIGN_INS = [
  { email: 'teacher@demo.test', who: 'teacher, Demo School' },
  { email: 'admin@demo.test', who: 'administrator, Demo School' },
  { email: 'teacher2@demo.test', who: 'teacher, Demo School' },
  { email: 'teacher3@demo.test', who: 'teacher, Demo School' },
  { email: 'other@demo.test', who: 'teacher, Other School' },
  { email: 'support@demo.test', who: "the company's staff, at /internal" },
] as const;

/** The product company's own staff member, who signs in at /internal and looks at either school. */
export const DEMO_INTERNAL_STAFF = { email: 'support@demo.test', name: 'Product Support' };

export interface ClassPlan {
  name: string;
  gradeTag: GradeTag;
  type?: 'regular' | 'trial';
  limit: number;
  level: string;
  /** Days from today; negative for classes that have already expired. */
  expiresIn: number;
  /** New students for this class, or the class whose students carry over (last term's class). */
  students: number | { from: string; take: number };
}

export interface SchoolPlan {
  name: string;
  code: string;
  staff: { email: string; name: string; role: 'admin' | 'teacher'; image: '1' | '2'; classes: ClassPlan[] }[];
  /** Every n-th student has left the school (inactive); 0 for none. */
  inactiveEvery: number;
  /** Where the school's names start in the shared name list, so the two rosters differ. */
  nameOffset: number;
}

export const DEMO_SCHOOL: SchoolPlan = {
  name: 'Demo School',
  code: 'DEMO',
  inactiveEvery: 23,
  nameOffset: 0,
  staff: [
    { email: 'admin@demo.test', name: 'Grace Chen', role: 'admin', image: '2', classes: [] },
    {
      email: 'teacher@demo.test',
      name: 'Amy Lin',
      role: 'teacher',
      image: '2',
      classes: [
        { name: 'Sunflowers', gradeTag: 'grade2', limit: 30, level: 'A', expiresIn: 240, students: 24 },
        { name: 'Explorers', gradeTag: 'grade3', limit: 32, level: 'C', expiresIn: 150, students: 28 },
        { name: 'Storytellers', gradeTag: 'grade4', limit: 60, level: 'E', expiresIn: 300, students: 15 },
        {
          name: 'Summer Readers',
          gradeTag: 'summer',
          type: 'trial',
          limit: 20,
          level: 'B',
          expiresIn: 18,
          students: 20,
        },
        { name: 'Winter Phonics', gradeTag: 'winter', limit: 25, level: 'A', expiresIn: 75, students: 12 },
        {
          name: 'Comets',
          gradeTag: 'grade3',
          limit: 30,
          level: 'B',
          expiresIn: -35,
          students: { from: 'Explorers', take: 18 },
        },
        {
          name: 'Snowflakes',
          gradeTag: 'winter',
          limit: 20,
          level: 'A',
          expiresIn: -200,
          students: { from: 'Winter Phonics', take: 10 },
        },
      ],
    },
    {
      email: 'teacher2@demo.test',
      name: 'Daniel Ortiz',
      role: 'teacher',
      image: '1',
      classes: [
        { name: 'Rockets', gradeTag: 'grade2', limit: 30, level: 'B', expiresIn: 200, students: 20 },
        { name: 'Starfish', gradeTag: 'summer', limit: 16, level: 'C', expiresIn: 45, students: 12 },
      ],
    },
    {
      email: 'teacher3@demo.test',
      name: 'Yuki Tanaka',
      role: 'teacher',
      image: '2',
      classes: [
        { name: 'Dolphins', gradeTag: 'grade4', limit: 35, level: 'D', expiresIn: 180, students: 19 },
        {
          name: 'Maple',
          gradeTag: 'grade3',
          limit: 30,
          level: 'C',
          expiresIn: -60,
          students: { from: 'Dolphins', take: 14 },
        },
      ],
    },
  ],
};

export const OTHER_SCHOOL: SchoolPlan = {
  name: 'Other School',
  code: 'OTHER',
  inactiveEvery: 0,
  nameOffset: 150,
  staff: [
    {
      email: 'other@demo.test',
      name: 'Olivia Park',
      role: 'teacher',
      image: '2',
      classes: [
        { name: 'Koalas', gradeTag: 'grade2', limit: 25, level: 'A', expiresIn: 200, students: 15 },
        {
          name: 'Pandas',
          gradeTag: 'grade4',
          limit: 25,
          level: 'D',
          expiresIn: -20,
          students: { from: 'Koalas', take: 8 },
        },
      ],
    },
  ],
};
