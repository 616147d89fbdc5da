import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthScreen, preloadAuthScreen } from '@/features/auth';
import { authHandlers } from '@mocks/handlers/auth.handlers';

type Canvas = ReturnType<typeof within>;

/** Every auth screen story: the whole screen, with the config and captcha calls answered. */
export const authScreenMeta = {
  component: AuthScreen,
  args: { onAuthenticated: fn() },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  // The views other than login and the background load apart from the page; stories picture them once loaded.
  loaders: [
    async () => {
      await preloadAuthScreen();
      return {};
    },
  ],
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.config(), authHandlers.captcha());
  },
} satisfies Meta<typeof AuthScreen>;

export const phone = { viewport: { value: 'phone', isRotated: false } };
export const arabic = { locale: 'ar' };

/** Ticks the captcha and waits for the in-browser proof of work to finish. */
export async function completeCaptcha(canvas: Canvas, label: RegExp | string) {
  await userEvent.click(await canvas.findByRole('checkbox', { name: label }));
  await expect(await canvas.findByText(/verified|تم التحقق/i)).toBeVisible();
}

export async function typeInto(canvas: Canvas, label: RegExp | string, text: string) {
  await userEvent.type(await canvas.findByLabelText(label, { selector: 'input' }), text);
}

/** Fills the login form as a user would, ticks the captcha and presses Log In. */
export async function submitLogin(canvas: Canvas, options: { password?: string; remember?: boolean } = {}) {
  await typeInto(canvas, 'Username or email', 'lumen_artist');
  await typeInto(canvas, 'Password', options.password ?? 'correct horse 42');
  if (options.remember) await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
  await completeCaptcha(canvas, "I'm not a robot");
  await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
}
