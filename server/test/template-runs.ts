import { expect } from 'vitest';
import { testPng, uploadImage } from './generation';
import type { TestApp } from './test-app';

export type TemplateRuns = Record<string, { inputs: Record<string, unknown>; params: Record<string, unknown> }>;

const small = { width: 256, height: 256 };

/** One run of every catalog template, small and valid for a Pro user, on an uploaded image and mask. */
export async function everyTemplateRun(t: TestApp, token: string): Promise<TemplateRuns> {
  const image = (await uploadImage(t, token, { png: await testPng(128, 128, '#5588aa') })).body.data.local_image_url;
  const mask = (await uploadImage(t, token, { png: await testPng(128, 128, '#ffffff'), purpose: 'mask' })).body.data.local_image_url;
  return {
    text_to_image_v1: { inputs: { USER_PROMPT: 'a red castle', USER_STYLE: 1 }, params: small },
    text_to_image_v2: { inputs: { USER_PROMPT: 'a quiet harbour' }, params: small },
    image_to_image_v1: { inputs: { USER_PROMPT: 'in winter', USER_UPLOADED_IMAGE_URL: image }, params: {} },
    image_variations_v1: { inputs: { USER_UPLOADED_IMAGE_URL: image }, params: { numberResults: 2 } },
    upscale_v1: { inputs: { USER_UPLOADED_IMAGE_URL: image }, params: { upscaleFactor: 2 } },
    Image_inpainting_v1: { inputs: { USER_PROMPT: 'a door', USER_UPLOADED_IMAGE_URL: image, USER_MASK_IMAGE_URL: mask }, params: {} },
    Image_outpainting_v1: { inputs: { USER_UPLOADED_IMAGE_URL: image }, params: { right: 64, left: 64 } },
    background_removal_v1: { inputs: { USER_UPLOADED_IMAGE_URL: image }, params: {} },
    text_to_video_v1: { inputs: { USER_PROMPT: 'waves at night' }, params: small },
    image_to_video_v1: { inputs: { USER_PROMPT: 'drifting', USER_UPLOADED_IMAGE_URL: image }, params: {} },
    cinematic_video_v1: { inputs: { USER_PROMPT: 'a chase' }, params: small },
  };
}

/** A result or thumbnail file as the browser gets it; fails the test unless it is served. */
export async function fetchBytes(t: TestApp, url: string): Promise<{ type: string | null; data: Buffer }> {
  const response = await t.request(url);
  expect(response.status, url).toBe(200);
  return { type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
}
