export { createIdempotencyStore } from './idempotency.service';
