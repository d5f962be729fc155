import type { childStatistics } from '@lms/shared';
import type { z } from 'zod';
import type { ChildStatisticsRow } from './parent.repository.js';

export function toChildStatistics(row: ChildStatisticsRow): z.infer<typeof childStatistics> {
  return {
    stuid: row.id,
    username: row.username,
    avatar: row.avatar,
    books_read: row.booksRead,
    minutes: Math.round(row.seconds / 60),
    assignments_assigned: row.assigned,
    assignments_completed: row.completed,
    exp_earned: row.expEarned,
    tickets_earned: row.ticketsEarned,
    exp: row.exp,
    tickets: row.tickets,
  };
}
