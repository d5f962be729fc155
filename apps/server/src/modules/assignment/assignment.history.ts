import { insertAssignment, replaceMembers, setChecked } from './assignment.repository.js';
import { completeAssignments } from './assignment-completion.repository.js';

/**
 * Writing work that was already done, as loading the demo does: past assignments, their
 * completions (credited through the reward ledger) and checks, without the rules a teacher's
 * request goes through.
 */
export const assignmentHistory = { insertAssignment, replaceMembers, completeAssignments, setChecked };
