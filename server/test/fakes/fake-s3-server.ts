import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Just enough of the S3 REST protocol for the calls the storage adapter makes (PutObject, GetObject with Range,
 * HeadObject, DeleteObject, and presigned GET links), path-style, for tests. It insists on a SigV4 Authorization
 * header (or, for a presigned link, a query signature that has not expired) for the expected access key and checks
 * the signed payload hash, so a request the SDK did not sign properly fails.
 */
export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { data: Buffer; contentType: string }>;
  requests: Array<{ method: string; path: string; range?: string }>;
  close(): Promise<void>;
}

function xmlError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** X-Amz-Date (20260101T000000Z) plus X-Amz-Expires seconds is in the past. */
function linkExpired(query: URLSearchParams): boolean {
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(query.get('X-Amz-Date') ?? '');
  if (!date) return true;
  const [, year, month, day, hour, minute, second] = date.map(Number) as number[];
  const signedAt = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  return signedAt + Number(query.get('X-Amz-Expires') ?? 0) * 1000 < Date.now();
}

export async function startFakeS3(options: { bucket: string; accessKeyId: string }): Promise<FakeS3> {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const range = request.headers.range;
    requests.push({ method: request.method ?? '', path: url.pathname, ...(range ? { range } : {}) });
    const authorization = request.headers.authorization ?? '';
    // A presigned link carries its signature in the query instead; only GET is ever presigned here.
    const presigned = request.method === 'GET' && url.searchParams.has('X-Amz-Signature');
    if (presigned) {
      if (!(url.searchParams.get('X-Amz-Credential') ?? '').startsWith(`${options.accessKeyId}/`)) {
        return xmlError(response, 403, 'InvalidAccessKeyId', 'The access key is not known');
      }
      if (linkExpired(url.searchParams)) return xmlError(response, 403, 'AccessDenied', 'Request has expired');
    } else if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`)) {
      return xmlError(response, 403, 'InvalidAccessKeyId', 'The access key is not known');
    }
    // Overrides a presigned link may ask for, as S3 honours them.
    const answerType = (stored: string) => url.searchParams.get('response-content-type') ?? stored;
    const cacheControl = url.searchParams.get('response-cache-control');
    const extra = cacheControl ? { 'cache-control': cacheControl } : {};
    const [, bucket, ...rest] = url.pathname.split('/');
    if (bucket !== options.bucket) return xmlError(response, 404, 'NoSuchBucket', 'No such bucket');
    const key = decodeURIComponent(rest.join('/'));
    const object = objects.get(key);

    switch (request.method) {
      case 'PUT': {
        const body = await readBody(request);
        const declared = request.headers['x-amz-content-sha256'];
        if (declared && declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex')) {
          return xmlError(response, 400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match');
        }
        objects.set(key, { data: body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        return;
      }
      case 'HEAD':
        if (!object) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.data.length }).end();
        return;
      case 'GET': {
        if (!object) return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        const match = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null;
        if (!match) {
          response
            .writeHead(200, { ...extra, 'content-type': answerType(object.contentType), 'content-length': object.data.length })
            .end(object.data);
          return;
        }
        const size = object.data.length;
        const start = Number(match[1]);
        const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
        if (start >= size) return xmlError(response, 416, 'InvalidRange', 'The requested range is not satisfiable');
        response.writeHead(206, {
          ...extra,
          'content-type': answerType(object.contentType),
          'content-length': end - start + 1,
          'content-range': `bytes ${start}-${end}/${size}`,
        });
        response.end(object.data.subarray(start, end + 1));
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        return xmlError(response, 405, 'MethodNotAllowed', 'Not supported by this fake');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => xmlError(response, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
