import path from 'node:path';
import type { PolicyVersions } from '@chajul/contracts';
import { CURRENT_POLICIES } from '@chajul/contracts';
import { z } from 'zod';
import { NOT_A_DOG_BELOW } from './ai/not-a-dog';
import type { S3Options } from './lib/s3-storage';
import { serverRoot } from './paths';

const repositoryRoot = path.resolve(serverRoot, '../..');

/** The photo-search model a fresh install uses (models/<name>.json, ADR 050). */
export const DEFAULT_MODEL = 'mobilenetv2-dogid';
/** The repository's models/: the shipped model file and manifests. */
export const shippedModelDir = path.join(repositoryRoot, 'models');

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * Every setting the server reads, parsed once (docs/operations.md "설정"). Nothing else reads
 * process.env.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  JWT_SECRET: optionalText.pipe(z.string().min(32).optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  ADMIN_USERID: optionalText,
  ADMIN_PASSWORD: optionalText,
  ADMIN_EMAIL: optionalText,
  DEMO_DATA: z.preprocess((v) => (v === '' ? undefined : v), flag.optional()),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('찾아줄개 <no-reply@chajajulgae.local>'),
  // Who the privacy policy names as the operator and its contact (issue 29).
  OPERATOR_NAME: z.string().trim().min(1).default('찾아줄개 운영팀'),
  OPERATOR_EMAIL: z.string().trim().email().default('privacy@chajajulgae.local'),
  PUBLIC_BASE_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_STORE: z.enum(['auto', 'memory', 'database']).default('auto'),
  /** Public read answers are reused this long (ADR 097); tests default to 0 (off). */
  RESPONSE_CACHE_SECONDS: z.coerce.number().min(0).max(60).optional(),
  /** How soon the dog lists see other processes' changes (ADR 196); tests default to 0. */
  DOG_LIST_REFRESH_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  PGLITE_THREAD: z.enum(['main', 'worker']).optional(),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  CHECK_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  RESET_MAIL_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  // What one member and one address may create per hour (ADR 111): new reports, report writes
  // that can carry photos (new and edited reports), inquiries and admins' replies.
  REPORT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  REPORT_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  PHOTO_UPLOAD_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  PHOTO_UPLOAD_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(90),
  INQUIRY_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  INQUIRY_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  REPLY_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(60),
  REPLY_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(120),
  // Issue 25: found and seen reports (a visitor counts by address only), messages, 연락처 보기
  // clicks (ADR 136) and flags.
  SIGHTING_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  SIGHTING_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  MESSAGE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(60),
  MESSAGE_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(120),
  PHONE_REVEAL_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  PHONE_REVEAL_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(60),
  FLAG_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  FLAG_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  EXPORT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  EXPORT_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Stored files no row names are deleted only once older than this (ADR 166).
  ORPHAN_GRACE_MINUTES: z.coerce.number().int().positive().default(60),
  PUBLIC_DATA_KEY: optionalText,
  PUBLIC_DATA_BASE_URL: z.string().url().default('https://apis.data.go.kr/1543061'),
  // 시/도 codes to import, comma-separated (경기도 6410000), or `all` for the whole country.
  PUBLIC_DATA_UPR_CD: z
    .string()
    .trim()
    .regex(/^(all|\d{7}(\s*,\s*\d{7})*)$/, '7-digit 시/도 codes separated by commas, or all')
    .default('6410000'),
  GG_DATA_KEY: optionalText,
  GG_DATA_BASE_URL: z.string().url().default('https://openapi.gg.go.kr'),
  // Fractions are allowed so tests can import every few seconds.
  SYNC_INTERVAL_MINUTES: z.coerce.number().positive().default(10),
  // Calls per source per Korean day, kept well inside the portals' daily quota (ADR 033).
  PUBLIC_DATA_DAILY_CALLS: z.coerce.number().int().positive().default(300),
  SHELTER_SYNC_INTERVAL_MINUTES: z.coerce.number().positive().default(360),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag.default(true),
  MODEL_DIR: optionalText,
  MODEL: z.string().default(DEFAULT_MODEL),
  EMBEDDER: z.enum(['auto', 'onnx', 'colour']).default('auto'),
  VECTOR_SEARCH: z.enum(['auto', 'memory']).default('auto'),
  EMBED_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  EMBED_QUEUE_MAX: z.coerce.number().int().positive().default(32),
  SEARCH_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  FLYER_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  FLYER_RENDERS: z.coerce.number().int().positive().max(64).default(4),
  REINDEX_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  NOT_A_DOG_BELOW: z.coerce.number().min(0).max(1).default(NOT_A_DOG_BELOW),
  SD_WEBUI_URL: optionalText.pipe(z.string().url().optional()),
  // 0: this process only enqueues background work; a worker (`npm run worker`) runs it (ADR 101).
  JOBS: flag.default(true),
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Web Push (ADR 155): the server's VAPID keys (generated once into DATA_DIR without them),
  // who runs it, and the push services a subscription may name.
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: address or an https: URL')
    .default('mailto:no-reply@chajajulgae.local'),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com'),
  // SMS and 알림톡 through SOLAPI (issue 39 item 4, ADR 250): off without the key, the secret
  // and the sender number; 알림톡 also needs the channel's pfId and a template per kind.
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  SOLAPI_SENDER: optionalText,
  SOLAPI_BASE_URL: z.string().url().default('https://api.solapi.com'),
  SOLAPI_PFID: optionalText,
  SOLAPI_TEMPLATE_CHIP_MATCH: optionalText,
  SOLAPI_TEMPLATE_FOUND_DOG: optionalText,
  SOLAPI_TEMPLATE_AREA_ALERT: optionalText,
  SMS_DAILY_CAP: z.coerce.number().int().min(0).default(5),
});

/**
 * The settings as the code names them, from the parsed environment. `Config` is what this
 * answers, so the type follows the schema and cannot drift from it.
 */
function configFrom(e: z.output<typeof envSchema>) {
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    admin:
      e.ADMIN_USERID && e.ADMIN_PASSWORD
        ? { userid: e.ADMIN_USERID, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL }
        : undefined,
    demoData: e.DEMO_DATA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** The operator the privacy policy names, and where members write to (issue 29). */
    operator: { name: e.OPERATOR_NAME, email: e.OPERATOR_EMAIL },
    /**
     * The terms and privacy versions in force (contracts' CURRENT_POLICIES). A newer one than a
     * member agreed to asks them again (ADR 161); tests pass another to see that happen.
     */
    policies: CURRENT_POLICIES as PolicyVersions,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    /** Where rate-limit counters live; `auto` = the database with DATABASE_URL, else memory. */
    rateLimitStore: e.RATE_LIMIT_STORE,
    responseCacheSeconds: e.RESPONSE_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 2),
    /** 0 reads every dog for every list answer: tests write dogs straight into the database. */
    dogListRefreshSeconds: e.DOG_LIST_REFRESH_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 15),
    /** Where the server runs PGlite: on its own thread (`worker`) or the HTTP thread (ADR 107). */
    pgliteThread: e.PGLITE_THREAD ?? ('worker' as const),
    authRateLimits: {
      signupsPerHour: e.SIGNUP_LIMIT_PER_HOUR,
      checksPerMinute: e.CHECK_LIMIT_PER_MINUTE,
      resetMailsPerHour: e.RESET_MAIL_LIMIT_PER_HOUR,
    },
    /**
     * A visitor finder gets one message mail per conversation in this window at most; what
     * arrives meanwhile goes in one mail when it ends (issue 38 item 4, ADR 227).
     */
    visitorMessageMailWindowSeconds: 600,
    /** Writes per member and per address per hour, each kind counted on its own (ADR 111). */
    writeLimits: {
      reports: { perMember: e.REPORT_LIMIT_PER_HOUR, perAddress: e.REPORT_ADDRESS_LIMIT_PER_HOUR },
      photoUploads: {
        perMember: e.PHOTO_UPLOAD_LIMIT_PER_HOUR,
        perAddress: e.PHOTO_UPLOAD_ADDRESS_LIMIT_PER_HOUR,
      },
      inquiries: {
        perMember: e.INQUIRY_LIMIT_PER_HOUR,
        perAddress: e.INQUIRY_ADDRESS_LIMIT_PER_HOUR,
      },
      replies: { perMember: e.REPLY_LIMIT_PER_HOUR, perAddress: e.REPLY_ADDRESS_LIMIT_PER_HOUR },
      sightings: {
        perMember: e.SIGHTING_LIMIT_PER_HOUR,
        perAddress: e.SIGHTING_ADDRESS_LIMIT_PER_HOUR,
      },
      messages: {
        perMember: e.MESSAGE_LIMIT_PER_HOUR,
        perAddress: e.MESSAGE_ADDRESS_LIMIT_PER_HOUR,
      },
      phoneReveals: {
        perMember: e.PHONE_REVEAL_LIMIT_PER_HOUR,
        perAddress: e.PHONE_REVEAL_ADDRESS_LIMIT_PER_HOUR,
      },
      flags: { perMember: e.FLAG_LIMIT_PER_HOUR, perAddress: e.FLAG_ADDRESS_LIMIT_PER_HOUR },
      exports: { perMember: e.EXPORT_LIMIT_PER_HOUR, perAddress: e.EXPORT_ADDRESS_LIMIT_PER_HOUR },
    },
    retention: {
      /** How old an unreferenced stored file must be before the sweep deletes it (ADR 166). */
      orphanGraceMinutes: e.ORPHAN_GRACE_MINUTES,
    },
    publicData: {
      /** data.go.kr service key (stray dogs, shelters); imports are scheduled when set. */
      key: e.PUBLIC_DATA_KEY,
      baseUrl: e.PUBLIC_DATA_BASE_URL.replace(/\/+$/, ''),
      /** 시/도 codes to import (경기도 6410000), or 'all': one nationwide list (ADR 033). */
      uprCds:
        e.PUBLIC_DATA_UPR_CD === 'all'
          ? ('all' as const)
          : [...new Set(e.PUBLIC_DATA_UPR_CD.split(',').map((code) => code.trim()))],
      ggKey: e.GG_DATA_KEY,
      ggBaseUrl: e.GG_DATA_BASE_URL.replace(/\/+$/, ''),
      /** How often dog imports run (ADR 033), stretched when the day's calls would not last. */
      syncIntervalMinutes: e.SYNC_INTERVAL_MINUTES,
      /** Calls per source per Korean day (ADR 033). */
      dailyCallBudget: e.PUBLIC_DATA_DAILY_CALLS,
      shelterSyncIntervalMinutes: e.SHELTER_SYNC_INTERVAL_MINUTES,
    },
    /** Bearer token for /metrics; without it /metrics is open, except in production (off). */
    metricsToken: e.METRICS_TOKEN,
    /** The flyer PDF's budget (ADR 117): requests per address, and renders under way at once. */
    flyers: {
      limitPerMinute: e.FLYER_LIMIT_PER_MINUTE,
      inFlight: e.FLYER_RENDERS,
    },
    /** Where images live: DATA_DIR/uploads, or an S3-compatible bucket (several machines). */
    storage: storageFrom(e),
    search: {
      /** Where downloaded model files and extra manifests live; the repository's models/ by default. */
      modelDir: path.resolve(e.MODEL_DIR ?? shippedModelDir),
      /** MODEL_DIR, then the repository's models/: where manifests and model files are looked up. */
      modelDirs: [...new Set([path.resolve(e.MODEL_DIR ?? shippedModelDir), shippedModelDir])],
      /** The manifest name of the photo-search model (MODEL). */
      model: e.MODEL,
      embedder: e.EMBEDDER,
      /** `memory` forces the in-process exact search even where pgvector is available. */
      vectorSearch: e.VECTOR_SEARCH,
      /** Worker threads that embed photos; 0 embeds on the calling thread. */
      workers: e.EMBED_WORKERS,
      queueMax: e.EMBED_QUEUE_MAX,
      limitPerMinute: e.SEARCH_LIMIT_PER_MINUTE,
      /** How often the indexer looks for dogs without a current embedding; 0 = never. */
      reindexIntervalSeconds: e.REINDEX_INTERVAL_SECONDS,
      /**
       * Below this dogness the photo search hints that it saw no dog (ADR 153); the photo is
       * still searched, and matching compares every photo. 0 turns the hint off.
       */
      notADogBelow: e.NOT_A_DOG_BELOW,
      /** An AUTOMATIC1111-compatible server for the adult-look image; nearest adult otherwise. */
      sdWebuiUrl: e.SD_WEBUI_URL?.replace(/\/+$/, ''),
    },
    sms: {
      /** Null when SMS is off: the key, the secret and the sender number all set, or no SMS. */
      solapi:
        e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET && e.SOLAPI_SENDER
          ? {
              apiKey: e.SOLAPI_API_KEY,
              apiSecret: e.SOLAPI_API_SECRET,
              sender: e.SOLAPI_SENDER.replace(/\D/g, ''),
              baseUrl: e.SOLAPI_BASE_URL.replace(/\/+$/, ''),
              /** 알림톡: the channel and each kind's approved template; SMS where unset. */
              pfId: e.SOLAPI_PFID,
              templates: {
                CHIP_MATCH: e.SOLAPI_TEMPLATE_CHIP_MATCH,
                FOUND_DOG: e.SOLAPI_TEMPLATE_FOUND_DOG,
                AREA_ALERT: e.SOLAPI_TEMPLATE_AREA_ALERT,
              },
            }
          : null,
      /** Texts one member receives per day (KST), verification codes apart. */
      dailyCap: e.SMS_DAILY_CAP,
    },
    push: {
      /** Both VAPID keys, or neither: then they are generated once into DATA_DIR (vapid-keys.ts). */
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      /** Who the push services may contact about this server's pushes (VAPID `sub`). */
      subject: e.VAPID_SUBJECT,
      /**
       * The hosts a subscription's endpoint may be on (that host or under it): the browsers'
       * push services, so that no one makes the server post to an address of their choosing.
       */
      serviceHosts: e.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    jobs: {
      /** Whether this process runs background jobs (JOBS, default 1) or only enqueues them. */
      enabled: e.JOBS,
      /** How often a process that runs jobs looks for dead workers' jobs (PostgreSQL). */
      superviseSeconds: e.JOBS_SUPERVISE_SECONDS,
    },
  };
}

function storageFrom(
  e: z.output<typeof envSchema>,
): { kind: 'local' } | ({ kind: 's3' } & S3Options) {
  if (e.STORAGE !== 's3' || !e.S3_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export type Config = ReturnType<typeof configFrom>;

/** Every environment variable the server reads: `.env.example` lists the same (a test holds it). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_USERID && !e.ADMIN_PASSWORD) {
    throw new Error('Invalid configuration: ADMIN_PASSWORD is required with ADMIN_USERID');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration: S3_BUCKET is required with STORAGE=s3');
  }
  return configFrom(e);
}
