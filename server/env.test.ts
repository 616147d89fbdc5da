import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, loadTestSettings } from './env';

describe('loadEnv', () => {
  it('fills the documented defaults', () => {
    const env = loadEnv({}, '/srv/studio');
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/studio/data',
      PGLITE_DIR: path.join('/srv/studio/data', 'db'),
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      SMTP_PORT: 587,
      SMTP_SECURE: false,
      STARTING_POINTS: 50,
      CLIENT_DIST: '/srv/studio/dist/client',
      smtpConfigured: false,
      recaptchaConfigured: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('parses numbers, flags and URLs, and treats blank values as unset', () => {
    const env = loadEnv({
      PORT: '8080',
      SMTP_HOST: 'smtp.example.com',
      SMTP_SECURE: 'true',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      PUBLIC_URL: 'https://studio.example.com/',
      GOOGLE_CLIENT_ID: '  ',
    });
    expect(env).toMatchObject({ PORT: 8080, SMTP_SECURE: true, smtpConfigured: true, PUBLIC_URL: 'https://studio.example.com' });
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('reports every bad setting at once', () => {
    expect(() => loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL/,
    );
    expect(() => loadEnv({ RECAPTCHA_SITE_KEY: 'only-half' })).toThrow(EnvError);
  });

  it('defaults the generation engine to an in-process worker, local media and the local provider', () => {
    const env = loadEnv({}, '/srv/studio');
    expect(env).toMatchObject({
      WORKER_IN_PROCESS: true,
      WORKER_CONCURRENCY: 2,
      GENERATION_TIMEOUT_SECONDS: 300,
      GENERATION_RETRY_LIMIT: 2,
      MEDIA_DIR: path.join('/srv/studio/data', 'media'),
      RUNWARE_API_URL: 'https://api.runware.ai/v1',
    });
    expect(env.RUNWARE_API_KEY).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
    expect(loadEnv({ WORKER_IN_PROCESS: 'false', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: '1' })).toMatchObject({
      WORKER_IN_PROCESS: false,
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => loadEnv({ S3_ACCESS_KEY_ID: 'only-half' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ GENERATION_TIMEOUT_SECONDS: '1' })).toThrow(/GENERATION_TIMEOUT_SECONDS/);
  });

  it('leaves ComfyUI off by default, with the documented model files, and takes an http(s) address', () => {
    const env = loadEnv({});
    expect(env.COMFYUI_URL).toBeUndefined();
    expect(env).toMatchObject({
      COMFYUI_CHECKPOINT: 'sd_xl_base_1.0.safetensors',
      COMFYUI_TURBO_CHECKPOINT: 'sd_xl_turbo_1.0_fp16.safetensors',
      COMFYUI_UPSCALE_MODEL: 'RealESRGAN_x4plus.pth',
      COMFYUI_VIDEO_CHECKPOINT: 'ltx-video-2b-v0.9.5.safetensors',
      COMFYUI_VIDEO_TEXT_ENCODER: 't5xxl_fp16.safetensors',
      COMFYUI_HEALTH_INTERVAL_SECONDS: 60,
    });
    expect(loadEnv({ COMFYUI_URL: 'https://gpu.example.com/comfy', COMFYUI_CHECKPOINT: 'SDXL/juggernaut.safetensors' })).toMatchObject({
      COMFYUI_URL: 'https://gpu.example.com/comfy',
      COMFYUI_CHECKPOINT: 'SDXL/juggernaut.safetensors',
    });
    expect(() => loadEnv({ COMFYUI_URL: 'ws://gpu.example.com' })).toThrow(/COMFYUI_URL/);
  });
});

describe('loadTestSettings', () => {
  it('follows TEST_ENGINE, else DATABASE_URL', () => {
    expect(loadTestSettings({}).engine).toBe('pglite');
    expect(loadTestSettings({ DATABASE_URL: 'postgres://root@h/test' }).engine).toBe('postgres');
    expect(loadTestSettings({ DATABASE_URL: 'postgres://root@h/test', TEST_ENGINE: 'pglite' }).engine).toBe('pglite');
    expect(() => loadTestSettings({ TEST_ENGINE: 'postgres' })).toThrow(/DATABASE_URL/);
  });
});
