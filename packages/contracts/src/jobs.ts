import { z } from 'zod';

/** One background job that failed every try (ADR 101): the admin's 실패한 작업 list. */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsSchema = z.object({ content: z.array(failedJobSchema) });
export type FailedJobs = z.infer<typeof failedJobsSchema>;
