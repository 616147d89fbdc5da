import { describe, expect, it } from 'vitest';
import { listGeneratedHistory, listUploadedImages, toggleFavorite, uploadImageForAi } from '@contract';
import { emptyHistoryScenario, historyErrorScenario, largeHistoryScenario } from '@mocks/scenarios/history.scenarios';
import { uploadInvalidTypeScenario, uploadSuccessScenario, uploadTooLargeScenario } from '@mocks/scenarios/upload.scenarios';
import { createApiClient } from '@/lib/api';
import { useMockServer } from '@mocks/node-server';

const server = useMockServer();
const api = createApiClient({ getToken: () => 'story-session-token' });

describe('history scenarios', () => {
  it('empty: no creations and no uploads', async () => {
    server.use(...emptyHistoryScenario());
    expect(await api(listGeneratedHistory, { query: { with_total: 'true' } })).toEqual({
      history: [],
      next_cursor: null,
      total: { count: 0, is_capped: false },
    });
    expect((await api(listUploadedImages, { query: {} })).images).toEqual([]);
  });

  it('large: 10,000 creations in pages, the same on every request, by cursor to the very last', async () => {
    server.use(...largeHistoryScenario());
    const first = await api(listGeneratedHistory, { query: { per_page: 200, with_total: 'true' } });
    expect(first.total).toEqual({ count: 10_000, is_capped: false });
    expect(first.history).toHaveLength(200);
    const again = await api(listGeneratedHistory, { query: { per_page: 200, with_total: 'true' } });
    expect(again).toEqual(first);
    const second = await api(listGeneratedHistory, { query: { per_page: 200, cursor: first.next_cursor! } });
    expect(second.history[0]!.id).toBe('media-201');
    const last = await api(listGeneratedHistory, { query: { page: 500, per_page: 20 } });
    expect(last.history.map((media) => media.id).at(-1)).toBe('media-10000');
    expect(last.next_cursor).toBeNull();
    expect((await api(listGeneratedHistory, { query: { page: 501, per_page: 20 } })).history).toEqual([]);
  });

  it('large: every server filter applies', async () => {
    server.use(...largeHistoryScenario());
    const favorites = await api(listGeneratedHistory, { query: { favorites_only: 'true', per_page: 200, with_total: 'true' } });
    expect(favorites.total?.count).toBe(Math.ceil(10_000 / 7));
    expect(favorites.history.every((media) => media.is_favorite)).toBe(true);
    const videos = await api(listGeneratedHistory, { query: { service_type: 'video', with_total: 'true' } });
    expect(videos.total?.count).toBe(2_000);
    const unassigned = await api(listGeneratedHistory, { query: { project_id: 'unassigned' } });
    expect(unassigned.history.every((media) => media.project_id === null)).toBe(true);
    const search = await api(listGeneratedHistory, { query: { search: 'LIGHTHOUSE', with_total: 'true' } });
    expect(search.total?.count).toBe(1_250);
  });

  it('favorites toggle from what the generated history shows', async () => {
    server.use(...largeHistoryScenario());
    expect(await api(toggleFavorite, { params: { id: 'media-1' } })).toEqual({ id: 'media-1', is_favorite: false });
    expect(await api(toggleFavorite, { params: { id: 'media-1' } })).toEqual({ id: 'media-1', is_favorite: true });
    expect(await api(toggleFavorite, { params: { id: 'media-2' } })).toEqual({ id: 'media-2', is_favorite: true });
  });

  it('error: the history answers 500', async () => {
    server.use(...historyErrorScenario());
    await expect(api(listGeneratedHistory, { query: {} })).rejects.toMatchObject({ status: 500 });
  });
});

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

describe('upload scenarios', () => {
  it('success: an image of 10 MB or less is taken, anything else refused as the server would', async () => {
    server.use(...uploadSuccessScenario());
    const uploaded = await api(uploadImageForAi, { body: { image_file: png(10 * 1024 * 1024), image_purpose: 'seed' } });
    expect(uploaded.data.local_image_url).toMatch(/^data:image\/svg\+xml,/);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const upload = (file: File) => api(uploadImageForAi, { body: { image_file: file, image_purpose: 'seed' } });
    await expect(upload(text)).rejects.toMatchObject({ status: 400, code: 'invalid_file' });
    await expect(upload(png(10 * 1024 * 1024 + 1))).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('invalid type and too large: refused whatever the file', async () => {
    server.use(...uploadInvalidTypeScenario());
    await expect(api(uploadImageForAi, { body: { image_file: png(10), image_purpose: 'mask' } })).rejects.toMatchObject({
      code: 'invalid_file',
      message: 'Invalid file type. Allowed: jpg, png, webp, bmp, gif',
    });
    server.use(...uploadTooLargeScenario());
    await expect(api(uploadImageForAi, { body: { image_file: png(10), image_purpose: 'mask' } })).rejects.toMatchObject({ status: 413 });
  });
});
