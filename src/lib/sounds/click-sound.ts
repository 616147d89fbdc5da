import { soundStore } from './sound-store';

/** The parts of the Web Audio API a click needs, so tests can pass a fake. */
export interface ClickAudioContext {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

interface ClickPlayerOptions {
  isMuted: () => boolean;
  /** Builds the audio context on the first click (browsers allow audio only after a user gesture). */
  createContext: () => ClickAudioContext | null;
}

/**
 * A click synthesised in code: a 40 ms falling blip, quiet enough to sit under the interface. Generating it
 * avoids shipping and loading an audio file for a sound this short.
 */
export function createClickPlayer({ isMuted, createContext }: ClickPlayerOptions): () => void {
  let context: ClickAudioContext | null = null;
  return () => {
    if (isMuted()) return;
    try {
      context ??= createContext();
      if (!context) return;
      if (context.state === 'suspended') void context.resume();
      const start = context.currentTime;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.setValueAtTime(1600, start);
      oscillator.frequency.exponentialRampToValueAtTime(600, start + 0.03);
      gain.gain.setValueAtTime(0.06, start);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.04);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.05);
    } catch {
      // A click is decoration: a browser without Web Audio (or one that refuses it) simply stays silent.
    }
  };
}

function browserAudioContext(): ClickAudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  return new window.AudioContext();
}

/** Plays the interface click unless sounds are muted. */
export const playClick = createClickPlayer({ isMuted: () => soundStore.isMuted, createContext: browserAudioContext });
