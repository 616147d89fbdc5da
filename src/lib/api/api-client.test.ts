import { describe, expect, it } from 'vitest';
import { estimateWorkflowCost, getMe, uploadImageForAi, uploadVideoThumbnail } from '@contract/browser';
import { createApiClient, toFormData } from './api-client';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A client whose fetch records what it was asked to send and answers with `answer`. */
function recordingClient(answer: unknown, status = 201) {
  const sent: Sent[] = [];
  const api = createApiClient({
    getToken: () => 'token-1',
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(answer), { status });
    },
  });
  return { api, sent };
}

const uploaded = {
  success: true,
  message: 'Uploaded.',
  data: { id: 'upload-1', local_image_url: '/media/upload-1.png', width: 64, height: 64 },
} as const;

describe('multipart calls', () => {
  it('send the body object as a form with the file part and the text fields', async () => {
    const { api, sent } = recordingClient(uploaded);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });

    const answer = await api(uploadImageForAi, { body: { image_file: file, image_purpose: 'seed' } });

    expect(answer.data.local_image_url).toBe('/media/upload-1.png');
    const { url, init } = sent[0]!;
    expect(url).toBe('/api/v1/uploads/images');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('image_purpose')).toBe('seed');
    const part = form.get('image_file') as File;
    expect(part.name).toBe('cat.png');
    expect(part.type).toBe('image/png');
    expect(part.size).toBe(4);
  });

  it('leave the content type to fetch, which adds the multipart boundary, and still send the token', async () => {
    const { api, sent } = recordingClient({ success: true, thumbnail_url: '/media/v1/thumb.jpg' });
    await api(uploadVideoThumbnail, {
      params: { id: 'media 1' },
      body: { thumbnail_file: new File(['jpeg'], 'thumb.jpg', { type: 'image/jpeg' }) },
    });
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers.authorization).toBe('Bearer token-1');
    expect(sent[0]!.url).toBe('/api/v1/media/media%201/thumbnail');
  });
});

describe('toFormData', () => {
  it('repeats list fields, skips empty values and writes numbers and booleans as text', () => {
    const form = toFormData({ tags: ['a', 'b'], count: 2, isDraft: false, note: null, missing: undefined });
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.get('count')).toBe('2');
    expect(form.get('isDraft')).toBe('false');
    expect(form.has('note')).toBe(false);
    expect(form.has('missing')).toBe(false);
  });
});

describe('JSON calls', () => {
  it('still send their body as JSON with its content type', async () => {
    const { api, sent } = recordingClient({ cost: 4, is_available: true }, 200);
    const body = { template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: 'a fox' }, user_params: {} };
    await api(estimateWorkflowCost, { body });
    expect(sent[0]!.init.body).toBe(JSON.stringify(body));
    expect((sent[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});

describe('cancellation', () => {
  it('passes the signal to fetch and answers an aborted call with the abort, not a network error', async () => {
    const controller = new AbortController();
    const seen: Array<AbortSignal | null | undefined> = [];
    const api = createApiClient({
      getToken: () => null,
      fetch: (_url, init) => {
        seen.push(init?.signal);
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      },
    });
    const call = api(estimateWorkflowCost, { body: { template_id: 't', user_inputs: {}, user_params: {} } }, { signal: controller.signal });
    controller.abort(new DOMException('No longer wanted', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([controller.signal]);
  });

  it('still reports an unreachable server as a network error (status 0)', async () => {
    const api = createApiClient({ getToken: () => null, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(api(estimateWorkflowCost, { body: { template_id: 't', user_inputs: {}, user_params: {} } })).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('answers', () => {
  it('keep a refusal’s message, code and details, and drop a body of another shape', async () => {
    const refused = recordingClient({ message: 'Not enough points.', code: 'insufficient_points', details: { needed: 5 } }, 402);
    await expect(refused.api(getMe, {})).rejects.toMatchObject({ status: 402, code: 'insufficient_points', message: 'Not enough points.' });
    const odd = recordingClient({ message: 42, code: ['x'] }, 500);
    await expect(odd.api(getMe, {})).rejects.toMatchObject({ status: 500, body: null });
  });

  it('pass a JSON answer on as the contract types it, and refuse one that is not JSON', async () => {
    const user = { id: 'u1', username: 'ada', display_name: 'Ada', email: 'a@example.com', points_balance: 5, user_tier: 'Free' };
    await expect(recordingClient(user, 200).api(getMe, {})).resolves.toEqual(user);
    const notJson = createApiClient({ getToken: () => null, fetch: async () => new Response('<html>Bad gateway</html>', { status: 200 }) });
    await expect(notJson(getMe, {})).rejects.toMatchObject({ code: 'invalid_answer' });
  });
});
