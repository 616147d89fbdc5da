export { registerBillingRoutes } from './billing.routes';
