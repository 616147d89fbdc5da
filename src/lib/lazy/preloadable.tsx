import { lazy, useState, type ComponentType } from 'react';

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
    // Chosen once per mount: one that suspended keeps rendering through Lazy after the code arrives. Switching to the
    // loaded component would be another element type, and React would remount everything below it on the next
    // render: an open dialog lost its state and its Back entry when the route re-rendered as the user pressed Back.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
