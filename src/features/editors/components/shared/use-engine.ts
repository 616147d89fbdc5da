import { useEffect, useRef, useState, type RefObject } from 'react';

interface Engine {
  resize(width: number, height: number): void;
  destroy(): void;
}

/**
 * Creates an engine on a container once it is in the page, keeps its stage the container's size, and destroys it
 * on unmount. The engine owns Konva; React only hosts the element.
 */
export function useEngine<T extends Engine>(
  create: (container: HTMLDivElement) => T,
): { ref: RefObject<HTMLDivElement | null>; engine: T | null } {
  const ref = useRef<HTMLDivElement | null>(null);
  const [engine, setEngine] = useState<T | null>(null);
  const createRef = useRef(create);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const created = createRef.current(container);
    setEngine(created);
    const observer = new ResizeObserver(() => created.resize(container.clientWidth, container.clientHeight));
    observer.observe(container);
    return () => {
      observer.disconnect();
      created.destroy();
      setEngine(null);
    };
  }, []);
  return { ref, engine };
}
