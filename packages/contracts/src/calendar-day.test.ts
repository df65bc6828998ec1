import { describe, expect, it } from 'vitest';
import { auditMessages, auditQuerySchema } from './audit';
import { isCalendarDay } from './common';
import { dogsQuerySchema } from './dogs';
import { mapQuerySchema } from './map';

const NOT_DAYS = ['2026-99-99', '2026-02-30', '2026-13-01', '2026-1-01', '+12026-01-01', '어제'];

describe('days typed into a query', () => {
  it('are days on the calendar, leap days included', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-12-31')).toBe(true);
    for (const day of NOT_DAYS) expect(isCalendarDay(day), day).toBe(false);
  });

  it('are refused by the audit, dog and map filters alike', () => {
    expect(auditQuerySchema.safeParse({ to: '2028-02-29' }).success).toBe(true);
    expect(dogsQuerySchema.safeParse({ foundFrom: '2028-02-29' }).success).toBe(true);
    expect(mapQuerySchema.safeParse({ from: '2028-02-29' }).success).toBe(true);
    for (const day of NOT_DAYS) {
      const audit = auditQuerySchema.safeParse({ to: day });
      expect(audit.error?.issues[0]?.message, day).toBe(auditMessages.toInvalid);
      expect(dogsQuerySchema.safeParse({ foundFrom: day }).success, day).toBe(false);
      expect(mapQuerySchema.safeParse({ from: day }).success, day).toBe(false);
    }
  });
});
