import { describe, expect, it } from 'vitest';
import { FrameError, frameFileName, uploadedFrameUrl } from './frame-capture';

describe('frame picker rules', () => {
  it('reads the uploaded seed image from the answer', () => {
    const answer = { success: true, message: 'ok', data: { id: 'u1', local_image_url: '/media/u1', width: 640, height: 360 } };
    expect(uploadedFrameUrl(answer)).toEqual({ url: '/media/u1', width: 640, height: 360 });
  });

  it('calls an answer without an image address an invalid response', () => {
    for (const answer of [null, {}, { data: {} }, { data: { local_image_url: '' } }, { data: { local_image_url: 7 } }]) {
      expect(() => uploadedFrameUrl(answer)).toThrow(FrameError);
      try {
        uploadedFrameUrl(answer);
      } catch (error) {
        expect((error as FrameError).problem).toBe('response');
      }
    }
  });

  it('names the frame by creation and time, safely', () => {
    expect(frameFileName('m/../1', 1.2345)).toBe('frame-m-1-1235ms.jpg');
    expect(frameFileName('v1', -3)).toBe('frame-v1-0ms.jpg');
  });
});
