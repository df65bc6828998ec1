import { z } from 'zod';

/** The public APIs stray dogs come from (spec/public-data-apis.md §4a, §4d). */
export const DOG_IMPORT_SOURCES = ['national', 'gyeonggi'] as const;
export const dogImportSourceSchema = z.enum(DOG_IMPORT_SOURCES);
export type DogImportSource = z.infer<typeof dogImportSourceSchema>;
export const dogImportSourceParamsSchema = z.object({ source: dogImportSourceSchema });

/**
 * What an upstream answer was when it was not the data we asked for (ADR 033): a maintenance
 * or error page, an XML error, nothing, JSON cut off or of another shape, an error code in
 * the usual envelope, an HTTP error status, no answer in time, no connection.
 */
export const PUBLIC_DATA_ERROR_KINDS = [
  'html',
  'xml-error',
  'empty',
  'cut-json',
  'not-json',
  'wrong-shape',
  'api-error',
  'http',
  'timeout',
  'network',
] as const;
export const publicDataErrorKindSchema = z.enum(PUBLIC_DATA_ERROR_KINDS);
export type PublicDataErrorKind = z.infer<typeof publicDataErrorKindSchema>;

/**
 * `update`: records the source changed since the last good run; `reconcile`: the daily pass
 * over every dog still in care; `range`: found dates named on the command line.
 */
export const dogImportKindSchema = z.enum(['update', 'reconcile', 'range']);
export type DogImportKind = z.infer<typeof dogImportKindSchema>;
export const dogImportTriggerSchema = z.enum(['schedule', 'admin', 'cli']);
export type DogImportTrigger = z.infer<typeof dogImportTriggerSchema>;
/** `budget`: stopped because the day's calls were spent; what it stored stays stored. */
export const dogImportStatusSchema = z.enum(['running', 'ok', 'failed', 'budget']);
export type DogImportStatus = z.infer<typeof dogImportStatusSchema>;

const dateRangeSchema = z.object({ from: z.string(), to: z.string() });

export const dogImportRunSchema = z.object({
  id: z.number().int(),
  kind: dogImportKindSchema,
  trigger: dogImportTriggerSchema,
  status: dogImportStatusSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The found dates asked for, and the update dates of an update run (YYYYMMDD). */
  foundDates: dateRangeSchema.nullable(),
  updatedDates: dateRangeSchema.nullable(),
  calls: z.number().int(),
  fetched: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  stateChanges: z.number().int(),
  photosDownloaded: z.number().int(),
  photosFailed: z.number().int(),
  /** Why it stopped; `kind` names an upstream answer, null for a failure of our own. */
  error: z.object({ kind: publicDataErrorKindSchema.nullable(), message: z.string() }).nullable(),
});
export type DogImportRun = z.infer<typeof dogImportRunSchema>;

/** Why the schedule holds off: the day's calls are spent, or runs are spread to last the day. */
export const dogImportWaitSchema = z.enum(['budget', 'stretched']);

export const dogImportSourceStatusSchema = z.object({
  source: dogImportSourceSchema,
  /** Whether its key is set; a source without one never runs. */
  configured: z.boolean(),
  running: z.boolean(),
  callsToday: z.number().int(),
  dailyBudget: z.number().int(),
  waitingFor: dogImportWaitSchema.nullable(),
  nextRunAt: z.string().nullable(),
  /** Photos still to fetch, and photos given up after the last try (the default image shows). */
  photosPending: z.number().int(),
  photosFailed: z.number().int(),
  runs: z.array(dogImportRunSchema),
});
export type DogImportSourceStatus = z.infer<typeof dogImportSourceStatusSchema>;

export const dogImportsStatusSchema = z.object({
  intervalMinutes: z.number(),
  sources: z.array(dogImportSourceStatusSchema),
});
export type DogImportsStatus = z.infer<typeof dogImportsStatusSchema>;

export const dogImportStartedSchema = z.object({
  status: z.literal('started'),
  message: z.string(),
});

/** Server messages of the import calls. */
export const dogImportMessages = {
  started: '가져오기를 시작했습니다.',
  running: '이미 가져오는 중입니다. 끝나면 결과가 표시됩니다.',
  notConfigured: '이 출처의 인증키가 설정되어 있지 않습니다.',
  budgetSpent: '오늘 쓸 수 있는 호출 수를 모두 썼습니다. 한국 시간 자정에 다시 채워집니다.',
} as const;
