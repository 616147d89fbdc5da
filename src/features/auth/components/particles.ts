export interface Particle {
  x: number; // 0..1 of the width
  y: number; // 0..1 of the height
  vx: number;
  vy: number;
  radius: number;
  alpha: number;
}

/** A small seeded generator (mulberry32): the same seed draws the same field. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createParticles(count: number, seed: number): Particle[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    x: random(),
    y: random(),
    vx: (random() - 0.5) * 0.0004,
    vy: (random() - 0.5) * 0.0004 - 0.0001,
    radius: 0.6 + random() * 1.8,
    alpha: 0.25 + random() * 0.6,
  }));
}

/** Moves each particle and wraps it around the edges. */
export function stepParticles(particles: Particle[]): void {
  for (const particle of particles) {
    particle.x = (particle.x + particle.vx + 1) % 1;
    particle.y = (particle.y + particle.vy + 1) % 1;
  }
}

const linkDistance = 110;

export function drawParticles(context: CanvasRenderingContext2D, particles: Particle[], width: number, height: number): void {
  context.clearRect(0, 0, width, height);
  for (const [index, a] of particles.entries()) {
    for (const b of particles.slice(index + 1)) {
      const distance = Math.hypot((a.x - b.x) * width, (a.y - b.y) * height);
      if (distance > linkDistance) continue;
      context.strokeStyle = `rgba(196, 181, 253, ${0.12 * (1 - distance / linkDistance)})`;
      context.lineWidth = 1;
      context.beginPath();
      context.moveTo(a.x * width, a.y * height);
      context.lineTo(b.x * width, b.y * height);
      context.stroke();
    }
  }
  for (const particle of particles) {
    context.fillStyle = `rgba(237, 233, 254, ${particle.alpha})`;
    context.beginPath();
    context.arc(particle.x * width, particle.y * height, particle.radius, 0, Math.PI * 2);
    context.fill();
  }
}
