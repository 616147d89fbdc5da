import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import type { TooltipTriggerComponentProps } from 'react-aria-components';
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import type { TooltipProps, TooltipTriggerValue } from './tooltip-types';

/*
 * The trigger is built here from React Aria's hooks, and only the tooltip itself (React Aria Components' Tooltip
 * with its overlay positioning, about 3.6 kB gzip) loads, when a tooltip first opens: React Aria Components keeps
 * TooltipTrigger and Tooltip in one module, which put the positioning code into every signed-in first load.
 */

const TriggerContext = createContext<TooltipTriggerValue | null>(null);

const loadOverlay = () => import('./tooltip-overlay');
let isPreloadScheduled = false;

/** Loads the tooltip's code once the page is idle (once a page), so a first hover or focus rarely waits for it. */
function preloadOverlayWhenIdle() {
  if (isPreloadScheduled) return;
  isPreloadScheduled = true;
  const idle = window.requestIdleCallback ?? ((load: () => void) => window.setTimeout(load, 1));
  idle(() => void loadOverlay());
}
const TooltipOverlay = lazy(async () => ({ default: (await loadOverlay()).TooltipOverlay }));

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds the pointer rests on the trigger before the tooltip opens (focus opens it at once). @default 600 */
  delay?: number;
  /** Milliseconds before it closes after the pointer leaves. @default 200 */
  closeDelay?: number;
}

/** Wraps a focusable trigger and its Tooltip; opens on hover after `delay` and at once on keyboard focus. */
export function TooltipTrigger({ delay = 600, closeDelay = 200, children, ...props }: TooltipTriggerProps) {
  const config = { ...props, delay, closeDelay };
  const state = useTooltipTriggerState(config);
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(config, state, triggerRef);
  useEffect(preloadOverlayWhenIdle, []);
  return (
    <TriggerContext.Provider value={{ state, tooltipProps, triggerRef }}>
      <FocusableProvider {...triggerProps} ref={triggerRef}>
        {children}
      </FocusableProvider>
    </TriggerContext.Provider>
  );
}

/** A short label for a control, shown above it by default; never put interactive content in it. */
export function Tooltip(props: TooltipProps) {
  const trigger = useContext(TriggerContext);
  // Mounted from its first opening on, so its exit animation plays when it closes.
  const [hasOpened, setHasOpened] = useState(false);
  if (trigger?.state.isOpen && !hasOpened) setHasOpened(true);
  if (!trigger || !hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <TooltipOverlay {...props} trigger={trigger} />
    </Suspense>
  );
}
