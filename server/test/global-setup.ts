import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteDatabase, migratePostgresDatabase, migrationsFolder } from '../db/migrate';
import { loadTestSettings } from '../env';
import { databaseUrl, type TestDatabaseInfo } from './test-database-info';
import { pgliteExtensions } from '../db/pglite-extensions';

const cacheDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/studio-server-tests');

/** Changes whenever a migration or the PGlite version does, so a stale dump is never reused. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).toSorted()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** initdb plus migrations cost seconds on PGlite: do it once, and keep the dump across runs while it is current. */
async function preparePglite(): Promise<TestDatabaseInfo> {
  const dumpPath = path.join(cacheDir, `pglite-${migrationsFingerprint()}.tar`);
  if (!fs.existsSync(dumpPath)) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migratePgliteDatabase(client);
    const dump = await client.dumpDataDir('none');
    await client.close();
    fs.mkdirSync(cacheDir, { recursive: true });
    const partial = `${dumpPath}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, dumpPath);
  }
  return { engine: 'pglite', dumpPath };
}

/** One migrated template per run; each test file then copies it with CREATE DATABASE ... TEMPLATE. */
async function preparePostgres(adminUrl: string): Promise<{ info: TestDatabaseInfo; teardown: () => Promise<void> }> {
  const template = `studio_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  await migratePostgresDatabase(databaseUrl(adminUrl, template));
  const teardown = async () => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${template}" with (force)`);
    } finally {
      await client.end();
    }
  };
  return { info: { engine: 'postgres', adminUrl, template }, teardown };
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const settings = loadTestSettings();
  if (settings.engine === 'postgres' && settings.databaseUrl) {
    const { info, teardown } = await preparePostgres(settings.databaseUrl);
    project.provide('testDatabase', info);
    return teardown;
  }
  project.provide('testDatabase', await preparePglite());
  return undefined;
}
