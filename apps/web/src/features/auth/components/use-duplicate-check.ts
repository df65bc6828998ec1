import { useState } from 'react';
import type { DuplicateField } from '../api/check-availability';
import { isAvailable } from '../api/check-availability';

type Status = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Duplicate checks run when nickname, email or ID lose focus (spec §2). A taken value
 * sets its flag until the value changes; the server checks again on submit anyway.
 */
export function useDuplicateCheck() {
  const [status, setStatus] = useState<Record<DuplicateField, Status>>({
    nickname: 'idle',
    email: 'idle',
    userid: 'idle',
  });
  const set = (field: DuplicateField, value: Status) =>
    setStatus((s) => ({ ...s, [field]: value }));

  return {
    status,
    hasDuplicate: Object.values(status).includes('taken'),
    async check(field: DuplicateField, value: string): Promise<boolean> {
      set(field, 'checking');
      try {
        const free = await isAvailable(field, value.trim());
        set(field, free ? 'available' : 'taken');
        return free;
      } catch {
        set(field, 'idle');
        return true;
      }
    },
    markTaken: (field: DuplicateField) => set(field, 'taken'),
    reset: (field: DuplicateField) => set(field, 'idle'),
  };
}
