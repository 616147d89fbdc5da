/**
 * Vibration feedback (spec part 1 §1): 20, 50 and 100 ms pulses and a double pulse. Named by strength so callers
 * choose what a press means, not a number of milliseconds.
 */
export const hapticPatterns = {
  light: 20,
  medium: 50,
  strong: 100,
  double: [50, 60, 50],
} as const satisfies Record<string, VibratePattern>;

export type HapticPattern = keyof typeof hapticPatterns;

interface Vibrator {
  vibrate?: (pattern: VibratePattern) => boolean;
}

/**
 * Vibrates where the device supports it (`navigator.vibrate`: most Android browsers; not iOS or desktops) and
 * does nothing elsewhere. Returns whether the device accepted the pattern.
 */
export function vibrate(pattern: HapticPattern, device: Vibrator | undefined = globalThis.navigator): boolean {
  if (typeof device?.vibrate !== 'function') return false;
  try {
    return device.vibrate(hapticPatterns[pattern]);
  } catch {
    // Some browsers throw when vibration is blocked by policy; feedback is optional.
    return false;
  }
}
