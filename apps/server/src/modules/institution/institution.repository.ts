import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutions } from '../../db/schema/index.js';

const logoColumns = { name: institutions.name, logo: institutions.logo, logoMime: institutions.logoMime };

export async function findLogoById(db: Db, institutionId: number) {
  const [row] = await db.select(logoColumns).from(institutions).where(eq(institutions.id, institutionId)).limit(1);
  return row;
}

export async function findLogoBySchoolCode(db: Db, schoolCode: string) {
  const [row] = await db.select(logoColumns).from(institutions).where(eq(institutions.schoolCode, schoolCode)).limit(1);
  return row;
}
