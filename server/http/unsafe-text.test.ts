import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCalls, type CallDefinition } from '../../contract';
import { createUploadService } from '../modules/uploads';
import { callUrl, fieldsOf, isFileField } from '../test/contract-calls';
import { testPng } from '../test/generation';
import { createTestApp, randomIp, readTestResponse, type TestApp } from '../test/test-app';
import { signedInUser } from '../test/users';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

type Place = 'params' | 'query' | 'body';

/** Sends `value` in one field of a call, and nothing else of note: the refusal must come before any other check. */
async function sendIn(t: TestApp, token: string, call: CallDefinition, place: Place, field: string, value: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': randomIp() };
  const url =
    place === 'params'
      ? callUrl(call, { [field]: value })
      : callUrl(call, {}, place === 'query' ? new URLSearchParams({ [field]: value }).toString() : '');
  let body: BodyInit | undefined;
  if (place === 'body' && call.bodyKind === 'multipart') {
    const form = new FormData();
    if (isFileField(call, field)) form.set(field, new File([new Uint8Array(await testPng())], `${value}.png`, { type: 'image/png' }));
    else form.set(field, value);
    body = form;
  } else if (place === 'body') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ [field]: value });
  }
  return readTestResponse<{ code?: string; message?: string; details?: { fields?: Record<string, string> } }>(
    await t.request(url, { method: call.method.toUpperCase(), headers, body }),
  );
}

/** Every field of every call, from the contract: a new call or field is covered without a new test. */
const cases = allCalls.flatMap((call) =>
  (['params', 'query', 'body'] as const).flatMap((place) =>
    fieldsOf(call[place]).flatMap((field) => {
      // URLs cannot carry an unpaired surrogate (it is encoded as U+FFFD), nor can a multipart form: only JSON can.
      const values = place === 'body' && call.bodyKind !== 'multipart' ? [NUL, LONE_SURROGATE] : [NUL];
      return values.map((value) => ({ call, place, field, value, name: `${call.name} ${place}.${field} ${JSON.stringify(value)}` }));
    }),
  ),
);

describe('NUL characters and unpaired surrogates', () => {
  it('are refused with a 400 naming the field, in every field of every call', async () => {
    expect(cases.length).toBeGreaterThan(40);
    const t = await createTestApp();
    const user = await signedInUser(t);
    const failures: string[] = [];
    for (const { call, place, field, value, name } of cases) {
      const { status, body } = await sendIn(t, user.token, call, place, field, value);
      if (status !== 400 || body.code !== 'validation_error' || !body.details?.fields?.[field]?.includes('not allowed')) {
        failures.push(`${name}: ${status} ${JSON.stringify(body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('are refused in object keys and nested values, and a fine string still passes', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Enterprise' });
    const post = (body: unknown) => t.post('/api/v1/workflows/run', body, { token: user.token });
    const nested = await post({ template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: NUL } });
    expect(nested).toMatchObject({
      status: 400,
      body: {
        message: 'USER PROMPT contains a character that is not allowed.',
        details: { fields: { 'user_inputs.USER_PROMPT': expect.any(String) } },
      },
    });
    const key = await post({ template_id: 'text_to_image_v1', user_inputs: { [NUL]: 'x' } });
    expect(key).toMatchObject({ status: 400, body: { message: 'A field name contains a character that is not allowed.' } });
    const paired = await t.post('/api/v1/user/api-keys', { name: 'rocket 🚀 key' }, { token: user.token });
    expect(paired.status).toBe(201);
  });

  it('leave no file behind when an upload cannot be stored', async () => {
    const t = await createTestApp();
    const mediaDir = path.join(t.deps.env.DATA_DIR, 'media');
    const uploads = createUploadService({ ...t.deps, urls: { fileUrl: () => '' } as never, teams: null as never, projects: null as never });
    const png = new File([new Uint8Array(await testPng())], 'a.png', { type: 'image/png' });
    // No such user: the row's foreign key fails after the files were written.
    await expect(uploads.upload('00000000-0000-4000-8000-000000000000', png, 'seed')).rejects.toThrow();
    const files = fs.existsSync(mediaDir)
      ? fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
    expect(files).toEqual([]);
  });
});
