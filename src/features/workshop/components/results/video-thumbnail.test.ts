import { describe, expect, it } from 'vitest';
import { squareCrop } from './video-thumbnail';

describe('video thumbnail crop', () => {
  it('takes the centred square of a landscape, portrait or square frame', () => {
    expect(squareCrop(1920, 1080)).toEqual({ x: 420, y: 0, side: 1080 });
    expect(squareCrop(720, 1280)).toEqual({ x: 0, y: 280, side: 720 });
    expect(squareCrop(512, 512)).toEqual({ x: 0, y: 0, side: 512 });
    expect(squareCrop(101, 100)).toEqual({ x: 0, y: 0, side: 100 });
  });
});
