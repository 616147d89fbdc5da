import type { Clock } from '../../clock';
import type { Env } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/** The provider PAYMENT_PROVIDER names, or null for 'none' (checkout and portal then answer 503). */
export function selectPaymentProvider(env: Env, deps: { secret: string; clock: Clock }): PaymentProvider | null {
  switch (env.PAYMENT_PROVIDER) {
    case 'none':
      return null;
    case 'sandbox':
      return createSandboxProvider({ secret: deps.secret, publicUrl: env.PUBLIC_URL, clock: deps.clock });
    default:
      throw new Error(`The ${env.PAYMENT_PROVIDER} payment provider is not built yet`);
  }
}
