import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the component's code (once); resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code loads apart from the page, like `React.lazy`, that can also be loaded ahead of use:
 * once `preload()` has resolved it renders at once instead of suspending, so a view the user is likely to open
 * next can load after the first screen without flashing a fallback when it opens. Render it inside Suspense.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
