import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const s3rverBin = path.resolve(import.meta.dirname, '../../node_modules/s3rver/bin/s3rver.js');

/** s3rver's fixed credentials: it checks every signature (headers and signed links) against them. */
export const OBJECT_STORE_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningObjectStore {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, from the npm registry: it stores objects as files and checks AWS signatures,
 * signed links included) with one bucket whose CORS admits `appOrigin`, as a real bucket behind the studio needs
 * for the editors to draw media fetched by signed link.
 */
export async function startObjectStore(dir: string, appOrigin: string, port: number, bucket = 'studio'): Promise<RunningObjectStore> {
  const cors = path.join(dir, 'cors.xml');
  fs.writeFileSync(
    cors,
    `<CORSConfiguration><CORSRule><AllowedOrigin>${appOrigin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod>` +
      '<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>Range</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>',
  );
  const data = path.join(dir, 'objects');
  fs.mkdirSync(data, { recursive: true });
  const log = fs.openSync(path.join(dir, 'object-store.log'), 'a');
  const child = spawn(
    process.execPath,
    [s3rverBin, '--directory', data, '--address', '127.0.0.1', '--port', String(port), '--configure-bucket', bucket, cors],
    { stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  // Any answer means it listens (an unsigned request is refused, as it should be).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The object store ended at start; see ${path.join(dir, 'object-store.log')}`);
    const answered = await fetch(endpoint, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error('The object store did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    endpoint,
    bucket,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
