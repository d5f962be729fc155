// Staff accounts: profiles, the staff list, passwords.

export type { StaffRecord } from './account.repository.js';
export { accountRoutes } from './account.routes.js';
export { type AccountService, assertAcceptablePassword, createAccountService } from './account.service.js';
