import type { PlanCatalog } from '../../catalog/plan-catalog';
import type { Clock } from '../../clock';
import { EnvError, type Env } from '../../env';
import { CurrencyRefusedError, toMinorUnits } from './money';
import { providerLabels, type PaymentProvider } from './payment-provider';
import { createPayPalProvider } from './paypal-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/**
 * The provider PAYMENT_PROVIDER names, or null for 'none' (checkout and portal then answer 503). A provider that
 * cannot charge every price of the catalog exactly (a currency it does not take, a price finer than it writes) stops
 * the server at start-up, with every such price named.
 */
export function selectPaymentProvider(env: Env, deps: { secret: string; clock: Clock; plans: PlanCatalog }): PaymentProvider | null {
  const provider = providerOf(env, deps);
  if (!provider) return provider;
  const problems = deps.plans.plans.flatMap((plan) =>
    plan.prices.flatMap((price) => {
      try {
        toMinorUnits(price.price, price.currency, provider.minorUnit(price.currency), providerLabels[provider.name]);
        return [];
      } catch (error) {
        if (error instanceof CurrencyRefusedError) return [`  price ${price.id}: ${error.message}`];
        throw error;
      }
    }),
  );
  if (problems.length > 0) {
    throw new EnvError(`PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER} cannot charge the plan catalog's prices:\n${problems.join('\n')}`);
  }
  return provider;
}

function providerOf(env: Env, deps: { secret: string; clock: Clock }): PaymentProvider | null {
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
