import type { CallDefinition } from './core';

/**
 * A call as the browser makes it: method, path and how body and answer travel, without the zod schemas (the
 * server validates every input, and its answers are checked against the schemas in the server's tests). The
 * full definition rides along as a type only, so inputs and answers stay typed from the one contract.
 */
export interface CallRoute<C extends CallDefinition = CallDefinition> {
  readonly name: C['name'];
  readonly method: C['method'];
  readonly path: C['path'];
  readonly bodyKind?: C['bodyKind'];
  readonly answerKind?: C['answerKind'];
  /** Never set: the definition's type, for CallInput and CallAnswer. */
  readonly definition?: C;
}

/** The route of a call; `contract/browser.test.ts` checks each against its definition. */
export function route<C extends CallDefinition>(fields: Omit<CallRoute<C>, 'definition'>): CallRoute<C> {
  return fields;
}
