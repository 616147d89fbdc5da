import type { Clock } from '../../clock';
import type { Env } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { createPayPalProvider } from './paypal-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** The provider PAYMENT_PROVIDER names, or null for 'none' (checkout and portal then answer 503). */
export function selectPaymentProvider(env: Env, deps: { secret: string; clock: Clock }): PaymentProvider | null {
  switch (env.PAYMENT_PROVIDER) {
    case 'none':
      return null;
    case 'sandbox':
      return createSandboxProvider({ secret: deps.secret, publicUrl: env.PUBLIC_URL, clock: deps.clock });
    case 'stripe':
      // env.ts refuses to start without both Stripe settings.
      return createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        apiUrl: env.STRIPE_API_URL,
        clock: deps.clock,
      });
    case 'paypal':
      // env.ts refuses to start without the three PayPal settings.
      return createPayPalProvider({
        clientId: env.PAYPAL_CLIENT_ID!,
        clientSecret: env.PAYPAL_CLIENT_SECRET!,
        webhookId: env.PAYPAL_WEBHOOK_ID!,
        apiUrl: env.PAYPAL_API_URL,
      });
  }
}
