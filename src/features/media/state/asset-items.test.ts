import { describe, expect, it } from 'vitest';
import { buildGeneratedMedia, buildUploadedImage } from '@mocks/fixtures/media.fixtures';
import { assetOfCreation, assetOfUpload } from './asset-items';

describe('asset library items', () => {
  it('offers an upload by its local URL, shown by its thumbnail or else the picture itself', () => {
    const upload = buildUploadedImage({ id: 'u1', local_url: '/files/u1', url: '/files/u1?v', thumbnail_url: null });
    expect(assetOfUpload(upload)).toMatchObject({ id: 'u1', url: '/files/u1', thumbnailUrl: '/files/u1?v', prompt: null });
  });

  it('offers an image creation by its generated URL with its prompt', () => {
    const media = buildGeneratedMedia({
      id: 'm1',
      type: 'image',
      generated_url: '/m1.png',
      thumbnail_url: '/m1-t.png',
      prompt_text: 'a fox',
    });
    expect(assetOfCreation(media)).toMatchObject({ id: 'm1', url: '/m1.png', thumbnailUrl: '/m1-t.png', prompt: 'a fox' });
  });

  it('leaves videos out, since an image input cannot take one', () => {
    expect(assetOfCreation(buildGeneratedMedia({ type: 'video' }))).toBeNull();
  });
});
