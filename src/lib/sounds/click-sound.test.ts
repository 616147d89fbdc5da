import { describe, expect, it } from 'vitest';
import { createClickPlayer, type ClickAudioContext } from './click-sound';

function fakeContext() {
  const calls: string[] = [];
  const param = { setValueAtTime: () => calls.push('set'), exponentialRampToValueAtTime: () => calls.push('ramp') };
  const node = { connect: (next: unknown) => next };
  const context = {
    currentTime: 0,
    state: 'running',
    destination: {},
    resume: async () => {},
    createOscillator: () => ({
      ...node,
      type: 'sine',
      frequency: param,
      start: () => calls.push('start'),
      stop: () => calls.push('stop'),
    }),
    createGain: () => ({ ...node, gain: param }),
  } as unknown as ClickAudioContext;
  return { context, calls };
}

function refuseAudio(): never {
  throw new Error('no audio');
}

describe('createClickPlayer', () => {
  it('plays a short click, creating the audio context once', () => {
    const { context, calls } = fakeContext();
    let created = 0;
    const play = createClickPlayer({ isMuted: () => false, createContext: () => (created++, context) });
    play();
    play();
    expect(created).toBe(1);
    expect(calls.filter((call) => call === 'start')).toHaveLength(2);
  });

  it('stays silent, without touching audio, while muted', () => {
    let created = 0;
    const play = createClickPlayer({ isMuted: () => true, createContext: () => (created++, null) });
    play();
    expect(created).toBe(0);
  });

  it('stays silent where Web Audio is missing or fails', () => {
    expect(() => createClickPlayer({ isMuted: () => false, createContext: () => null })()).not.toThrow();
    expect(() => createClickPlayer({ isMuted: () => false, createContext: refuseAudio })()).not.toThrow();
  });
});
