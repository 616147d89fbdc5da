import { describe, expect, it } from 'vitest';
import { createParticles, seededRandom, stepParticles } from './particles';

describe('particles', () => {
  it('draws the same field from the same seed and another from another seed', () => {
    expect(createParticles(5, 7)).toEqual(createParticles(5, 7));
    expect(createParticles(5, 7)).not.toEqual(createParticles(5, 8));
  });

  it('keeps every particle inside the field as it drifts', () => {
    const particles = createParticles(50, 3);
    for (let frame = 0; frame < 5000; frame += 1) stepParticles(particles);
    for (const particle of particles) {
      expect(particle.x).toBeGreaterThanOrEqual(0);
      expect(particle.x).toBeLessThan(1);
      expect(particle.y).toBeGreaterThanOrEqual(0);
      expect(particle.y).toBeLessThan(1);
    }
  });

  it('spreads random numbers over [0, 1)', () => {
    const random = seededRandom(42);
    const values = Array.from({ length: 1000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((value) => value < 0.5).length).toBeGreaterThan(400);
  });
});
