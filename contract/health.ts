import { z } from 'zod';
import { defineCall } from './core';

export const health = defineCall({
  name: 'health',
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability',
  tags: ['system'],
  auth: 'none',
  answer: z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']), version: z.string() }),
  errors: [],
});
