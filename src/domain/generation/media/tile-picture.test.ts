import { describe, expect, it } from 'vitest';
import { tilePicture } from './tile-picture';

describe('tilePicture', () => {
  it("shows a video's thumbnail as a still", () => {
    expect(tilePicture({ type: 'video', thumbnail_url: '/t.webp', generated_url: '/v.mp4' })).toEqual({
      src: '/t.webp',
      mediaType: 'image',
      isVideo: true,
    });
  });

  it('plays a video that has no thumbnail', () => {
    expect(tilePicture({ type: 'video', thumbnail_url: null, generated_url: '/v.mp4' })).toEqual({
      src: '/v.mp4',
      mediaType: 'video',
      isVideo: true,
    });
  });

  it("shows an image's thumbnail, else the image itself", () => {
    expect(tilePicture({ type: 'image', thumbnail_url: '/t.webp', generated_url: '/i.png' })).toEqual({
      src: '/t.webp',
      mediaType: 'image',
      isVideo: false,
    });
    expect(tilePicture({ type: 'image', thumbnail_url: null, generated_url: '/i.png' })).toEqual({
      src: '/i.png',
      mediaType: 'image',
      isVideo: false,
    });
  });
});
