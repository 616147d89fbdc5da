import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { shellHrefs } from '@/features/shell';

/** The app's paths, as the component stories pass them. */
export const storyHrefs = shellHrefs;

interface StoryNavigationProps {
  initialPath?: string;
  children: (currentPath: string) => ReactNode;
}

/**
 * Stands in for the router in component stories: React Aria links and menu items navigate here instead of
 * reloading the page, and the current path is kept in a hidden output for play functions to read.
 */
export function StoryNavigation({ initialPath = storyHrefs.workshop, children }: StoryNavigationProps) {
  const [path, setPath] = useState(initialPath);
  return (
    <RouterProvider navigate={setPath}>
      {children(path)}
      <output hidden data-testid="current-path">
        {path}
      </output>
    </RouterProvider>
  );
}
