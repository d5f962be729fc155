import type { AccountProfile, StaffMember } from '@lms/shared';
import type { StaffRecord } from './account.repository.js';

export function toAccountProfile(record: StaffRecord, pendingEmail: string | null): AccountProfile {
  return {
    userid: record.id,
    name: record.name,
    email: record.email,
    role: record.role,
    image: record.image,
    language: record.language,
    institution: record.institutionName,
    pending_email: pendingEmail,
  };
}

export function toStaffMember(row: Omit<StaffMember, 'userid'> & { id: number }): StaffMember {
  return {
    userid: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    classes: row.classes,
  };
}
