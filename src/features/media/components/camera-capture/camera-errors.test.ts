import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera-errors';

describe('camera problems', () => {
  it('tells a refusal, a missing camera and a busy one apart by the error name', () => {
    expect(cameraProblemOf(new DOMException('Permission denied', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('insecure', 'SecurityError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('no device', 'NotFoundError'))).toBe('notSupported');
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('inUse');
    expect(cameraProblemOf(new Error('strange'))).toBe('inUse');
  });
});
