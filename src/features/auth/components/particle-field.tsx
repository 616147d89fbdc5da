import { useEffect, useRef } from 'react';
import { createParticles, drawParticles, stepParticles } from './particles';

/**
 * Slowly drifting points of light over the auth background. Seeded, so every visit starts the same; with
 * reduced motion it draws one still frame.
 */
export function ParticleField({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const particles = createParticles(70, 20261122);
    let frame = 0;

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      canvas.width = canvas.clientWidth * ratio;
      canvas.height = canvas.clientHeight * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawParticles(context, particles, canvas.clientWidth, canvas.clientHeight);
    };
    const tick = () => {
      stepParticles(particles);
      drawParticles(context, particles, canvas.clientWidth, canvas.clientHeight);
      frame = window.requestAnimationFrame(tick);
    };
    // The observer's first report sizes and draws the first frame, once the page is laid out: measuring here
    // would force the sign-in page's layout ahead of the browser's own.
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    if (!isReduced) frame = window.requestAnimationFrame(tick);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, []);

  return <canvas ref={canvasRef} className={className} aria-hidden="true" />;
}
