import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import type { Tier } from '@contract';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { generationBackend } from '@mocks/scenarios/generation.scenarios';
import { ToastRegion, toastQueue } from '@/design-system';
import { ActiveTasksProvider, memoryStorage, type ActiveTasksStore, type WorkshopNavigationState } from '@/domain/generation';
import { startSession } from '@/domain/session';
import { WorkshopEditorLauncher } from '@/features/editors';
import { UploadSlot } from '@/features/media';
import { Workshop } from '@/features/workshop';
import { renderWorkshopFramePicker, renderWorkshopViewer } from '@/app/workshop-overlays';
import { prepareStory } from '../kit';

export const body = within(document.body);
export const phone = { viewport: { value: 'phone', isRotated: false } };
export const arabic = { locale: 'ar' };

export interface WorkshopAtProps {
  templateId: string;
  navigationState?: WorkshopNavigationState;
  /** A grid to show, e.g. a finished batch. */
  store?: ActiveTasksStore;
}

/** The workshop as the route shows it, following template changes in memory as the router would. */
export function WorkshopAt({ templateId, navigationState, store }: WorkshopAtProps) {
  const [location, setLocation] = useState<{ id: string; state?: WorkshopNavigationState }>({ id: templateId, state: navigationState });
  const [storage] = useState(() => memoryStorage());
  return (
    <ActiveTasksProvider storage={storage} {...(store ? { store } : {})}>
      <div
        style={{ blockSize: '100dvh', display: 'flex', flexDirection: 'column' }}
        data-testid="current-template"
        data-template={location.id}
      >
        <Workshop
          templateId={location.id}
          navigationState={location.state}
          onOpenTemplate={(id, state) => setLocation({ id, state })}
          renderImageInput={(props) => <UploadSlot {...props} />}
          renderEditor={(request) => <WorkshopEditorLauncher key={`${request.kind}:${request.imageUrl}`} {...request} />}
          renderViewer={renderWorkshopViewer}
          renderFramePicker={renderWorkshopFramePicker}
        />
      </div>
      <ToastRegion />
    </ActiveTasksProvider>
  );
}

/**
 * The session and backend of a workshop story: a `tier` user with `points` who has made nothing yet, and a quiet
 * generation backend. A story's scenario (`completeScenario()` and the others) brings the backend's usual 24
 * earlier creations with it, as a returning user has them.
 */
export function workshopBackend(tier: Tier = 'Plus', points = 250) {
  return [
    userHandlers.me({ user_tier: tier, points_balance: points }),
    userHandlers.balance(points),
    userHandlers.allowance(),
    templateHandlers.serviceModels(tier),
    templateHandlers.dimensionPresets(tier === 'Pro' || tier === 'Enterprise'),
    mediaHandlers.historyEmpty(),
    ...generationBackend(),
  ];
}

export const workshopScreenMeta = {
  component: WorkshopAt,
  args: { templateId: 'default' },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    toastQueue.clear();
    msw.use(...workshopBackend());
    return prepareStory();
  },
} satisfies Meta<typeof WorkshopAt>;

type Canvas = ReturnType<typeof within>;

/** Opens a settings chip's bottom sheet, as a user would, once the workshop has loaded; returns the sheet. */
export async function openSheet(canvas: Canvas, chip: RegExp, title: string) {
  await canvas.findByTestId('generate-button', {}, { timeout: 5000 });
  await userEvent.click(await canvas.findByRole('button', { name: chip }));
  // The sheets' code loads with the first chip pressed, which a cold dev server on a loaded machine can make slow.
  const dialog = await body.findByRole('dialog', { name: title }, { timeout: 5000 });
  // The sheet fades and slides in; a visibility check made while it is still at opacity 0 would fail.
  const entering = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(entering.map((animation) => animation.finished.catch(() => undefined)));
  return within(dialog);
}
