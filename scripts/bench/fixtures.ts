import { demo } from '@lms/demo';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { postgresDatabase } from '../../apps/server/src/db/client.js';
import {
  courses,
  institutions,
  packageSubscriptions,
  contentPackages as packagesTable,
  users,
} from '../../apps/server/src/db/schema/index.js';
import { refreshStatistics } from '../../apps/server/src/db/statistics.js';
import { loadCatalogue } from '../../apps/server/src/modules/catalogue/index.js';

/**
 * Data the figures need beyond the demo: a class with room for 400 students, and a content
 * package of 500 resources (the demo's own books and videos, repeated under new keys).
 */
export async function prepareBenchData(databaseUrl: string, teacherEmail: string) {
  const database = postgresDatabase(databaseUrl);
  try {
    const db = database.db;
    const [teacher] = await db.select().from(users).where(eq(users.email, teacherEmail));
    if (!teacher) throw new Error(`no staff member ${teacherEmail}`);
    // Room for the 400 imported students on top of the demo's.
    await db.update(institutions).set({ studentQuota: 2_000 }).where(eq(institutions.id, teacher.institutionId));
    const today = new Date().toISOString().slice(0, 10);
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const [course] = await db
      .insert(courses)
      .values({
        institutionId: teacher.institutionId,
        name: 'Bench 400',
        type: 'regular',
        gradeTag: 'grade3',
        teacherId: teacher.id,
        studentLimit: 400,
        startDate: today,
        expiryDate: nextYear,
        level: 'C',
      })
      .returning({ id: courses.id });

    const sources = demo.catalogue.flatMap((p) => p.resources);
    const resources = Array.from({ length: 500 }, (_, i) => {
      const source = sources[i % sources.length]!;
      return { ...source, key: `${source.key}-bench-${i}`, resource_name: `${source.resource_name} ${i}` };
    });
    await loadCatalogue(db, [{ key: 'bench-500', name: 'Bench 500', description: 'Benchmark package', resources }]);
    const [pkg] = await db.select().from(packagesTable).where(eq(packagesTable.key, 'bench-500'));
    await db.insert(packageSubscriptions).values({ institutionId: teacher.institutionId, packageId: pkg!.id });
    return { courseid: course!.id, packageColid: `p${pkg!.id}` };
  } finally {
    await database.close();
  }
}

/** The product's own import template (English headers), filled with 400 new students. */
export async function roster400Xlsx(templateXlsx: ArrayBuffer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(templateXlsx);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const fill: Record<string, (i: number) => string> = {
    'Student name': (i) => `Bench Student ${i}`,
    'Student account': (i) => `bench.student${i}`,
    Password: (i) => `pass-${1000 + i}`,
  };
  sheet.spliceRows(2, sheet.rowCount);
  for (let i = 0; i < 400; i++) sheet.addRow(headers.map((h) => fill[h]?.(i) ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Brings the planner's statistics up to date after the benchmark wrote its data, as autovacuum
 * does on a production server within a minute; the figures then read steady-state plans.
 */
export async function settleStatistics(databaseUrl: string): Promise<void> {
  const database = postgresDatabase(databaseUrl);
  try {
    await refreshStatistics(database.db);
  } finally {
    await database.close();
  }
}
