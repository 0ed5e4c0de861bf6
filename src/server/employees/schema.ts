/**
 * Employees are staff rows of `users` (src/server/auth/schema.ts, issue 12 §3); this module holds the
 * sequence their codes (`EMP-00042`) are drawn from, so codes stay unique under concurrent registration
 * and import and are never reused after a delete.
 */
import { pgSequence } from 'drizzle-orm/pg-core';

export const employeeCodeSeq = pgSequence('employee_code_seq', { startWith: 1, increment: 1 });
