import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting the API reads, parsed once at start-up. A wrong value stops the app naming the variable. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // No default here: it depends on NODE_ENV (see loadConfig).
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('8h'),
  // 32 random bytes in base64 (`openssl rand -base64 32`): the AES-256-GCM key of secrets kept at rest (TOTP).
  SECRETS_KEY: z
    .string()
    .refine((value) => decodeKey(value) !== null, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Mosaico <no-reply@mosaico.test>'),
  CONTACT_EMAIL: z.email().default('contato@mosaico.test'),
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  PROVIDER_NAME: z.string().min(1).default('Eluminer'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv.optional(),
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
});

/** Environment variables by name, as strings (what `process.env` holds). */
export type Env = { [K in keyof z.input<typeof envSchema>]?: string };

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** AES-256-GCM key for secrets stored encrypted (lib/secret-box.ts). */
  secretsKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-us messages go. */
  contactEmail: string;
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      };
  providerName: string;
  logLevel: string;
  seedDemo: boolean;
  rateLimitEnabled: boolean;
  /** Fastify's trustProxy: false, true, or the proxies' addresses. */
  trustProxy: boolean | string[];
  webDistDir: string | undefined;
}

export class ConfigError extends Error {}

/**
 * Reads the environment. In production JWT_SECRET and PUBLIC_URL are required; elsewhere a secret is generated
 * once and kept in DATA_DIR so tokens survive restarts.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const missing: string[] = [];
  if (isProduction && !env.JWT_SECRET) missing.push('JWT_SECRET (at least 32 characters)');
  if (isProduction && !env.PUBLIC_URL) missing.push('PUBLIC_URL');
  if (isProduction && !env.SECRETS_KEY) missing.push('SECRETS_KEY (32 bytes in base64)');
  if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) missing.push('S3_BUCKET (FILE_STORAGE=s3)');
  if (missing.length > 0) {
    throw new ConfigError(`Missing configuration: ${missing.join(', ')}`);
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    // Outside production the development mailbox (password-reset links included) and the demo logins are served:
    // the app listens on this machine only unless HOST says otherwise (issue 21). Production listens everywhere.
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    secretsKey: decodeKey(env.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY) as Buffer,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactEmail: env.CONTACT_EMAIL,
    storage:
      env.FILE_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET ?? '',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'local', dir: path.join(dataDir, 'files') },
    providerName: env.PROVIDER_NAME,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ?? !isProduction,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDistDir: env.WEB_DIST_DIR,
  };
}

/**
 * Outside production only: a fixed, published key, so the demo and tests need no setting and a development data
 * directory stays readable across machines. It protects nothing; production refuses to start without its own.
 */
const DEVELOPMENT_SECRETS_KEY = 'bW9zYWljby1kZXZlbG9wbWVudC1zZWNyZXRzLWtleSE=';

/** A 32-byte key from base64 (standard or URL-safe); null for anything else. */
function decodeKey(value: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value.trim())) return null;
  const key = Buffer.from(value.trim(), 'base64');
  return key.length === 32 ? key : null;
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Whose X-Forwarded-For to believe. Off by default: a client reaching the app directly could otherwise pick its
 * own address and dodge the per-IP rate limits. Behind a load balancer set `true` or its addresses.
 */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
