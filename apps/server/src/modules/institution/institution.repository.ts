import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutions } from '../school/index.js';

const logoColumns = { name: institutions.name, logo: institutions.logo, logoMime: institutions.logoMime };

export async function findLogoById(db: Db, institutionId: number) {
  const [row] = await db.select(logoColumns).from(institutions).where(eq(institutions.id, institutionId)).limit(1);
  return row;
}
