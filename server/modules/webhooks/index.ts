export { createAddressGuard } from './address-guard';
export type { AddressGuard } from './address-guard';
export { createTaskWebhooks } from './task-webhooks';
export { createWebhookDispatcher } from './webhook-dispatcher';
export { createWebhookSender } from './webhook-sender';
export type { SendWebhook } from './webhook-sender';
export { registerWebhookRoutes } from './webhooks.routes';
export { createWebhookService } from './webhooks.service';
