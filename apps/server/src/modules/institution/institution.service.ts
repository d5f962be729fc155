import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { findSchoolByCode } from '../directory/index.js';
import type { Principal } from '../session/index.js';
import { defaultLogoSvg } from './default-logo.js';
import * as repository from './institution.repository.js';

export interface Logo {
  mime: string;
  bytes: Buffer;
}

export type InstitutionService = ReturnType<typeof createInstitutionService>;

export function createInstitutionService(ctx: AppContext) {
  return {
    /**
     * A school's logo, chosen by school code (the sign-in page, before anyone is signed in)
     * or the signed-in person's own school; a generated badge when none was uploaded.
     */
    async logo(request: { schoolCode?: string; principal: Principal | null }): Promise<Logo> {
      const institutionId = request.schoolCode
        ? await findSchoolByCode(ctx.db, request.schoolCode)
        : request.principal?.institutionId;
      const row = institutionId === undefined ? undefined : await repository.findLogoById(ctx.db, institutionId);
      if (!row) throw new AppError('common.not_found');
      if (row.logo && row.logoMime) return { mime: row.logoMime, bytes: row.logo };
      return { mime: 'image/svg+xml', bytes: Buffer.from(defaultLogoSvg(row.name)) };
    },
  };
}
