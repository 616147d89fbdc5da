import { z } from 'zod';
import { outpaintRules, type OutpaintProblem } from './outpaint';

/**
 * Messages the server writes for people (ledger lines, task errors) travel as a code with parameters, which the
 * browser translates into the interface language; the English text the server also stores is the fallback for
 * a code the browser does not know yet. The English texts live here, once, with `{{name}}` slots: the
 * server fills them in, and a test checks that the language files say the same in English and have Arabic.
 */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParamsSchema>;

/**
 * A text with a number and a noun that follows it ('1 point', '3 points'): English's two forms, chosen by the
 * `count` parameter, as the language files' `_one` and `_other` keys are (Arabic has six forms there).
 */
interface CountedText {
  one: string;
  other: string;
}
export type MessageText = string | CountedText;

const englishPlurals = new Intl.PluralRules('en');

/** What a points ledger line records (the browser's `pointsHistory.entries.<code>`). */
export const ledgerEntryTexts = {
  welcome_points: 'Welcome points',
  generation: 'Generation: {{template}}',
  generation_refund: 'Refund: {{template}} failed',
  purchase: 'Purchase: {{plan}}',
  renewal: 'Renewal: {{plan}}',
  plan_change: 'Change of plan: {{plan}}',
  team_transfer_out: 'Transfer to team {{team}}',
  team_transfer_in: 'Transfer from {{user}}',
  team_pool_returned: 'Pool of deleted team {{team}} returned',
} as const;
export type LedgerEntryCode = keyof typeof ledgerEntryTexts;

/** Why a generation failed, in words for its user (the browser's `taskErrors.<code>`). */
export const taskErrorTexts = {
  generation_failed: 'Generation failed. Please try again.',
  task_lost: 'Task failed to complete.',
  cancelled: 'Cancelled. The points were refunded.',
  timed_out: 'The generation took too long. Please try again.',
  template_unavailable: 'This template is not available right now.',
  input_missing: 'This template needs an input image.',
  input_gone: 'An input image is no longer available.',
  input_unreadable: 'The input image could not be read.',
  mask_missing: 'Inpainting needs a mask.',
  outpaint_sides_missing: 'Choose how far to extend the image.',
  outpaint_invalid: 'Each side must be a whole number of pixels.',
  outpaint_negative: 'A side cannot be extended by a negative amount.',
  outpaint_off_step: 'Each side must be extended in steps of {{step}} pixels.',
  outpaint_odd_total: 'The added width and the added height must each be a multiple of {{multiple}} pixels.',
  outpaint_nothing: 'Extend at least one side.',
  outpaint_too_large: 'The extended image may be at most {{max}} pixels wide and high.',
  too_many_results: { one: 'At most {{count}} result per task.', other: 'At most {{count}} results per task.' },
  upscale_too_large: 'The image is too large to upscale {{factor}}x (at most {{max}} pixels a side).',
  video_encoding_failed: 'The video could not be encoded.',
  service_out_of_credit: 'The generation service account has run out of credit.',
  service_credentials: 'The generation service refused our credentials.',
  service_slow: 'The generation service took too long to answer.',
  service_unavailable: 'The generation service is unavailable. Please try again.',
  service_unreachable: 'The generation service could not be reached. Please try again.',
  service_input_refused: 'The generation service did not accept the input image.',
  service_no_result: 'The generation service returned no result.',
  service_bad_file: 'The generation service returned a file we cannot read.',
  model_missing: 'This template has no model configured.',
  mask_needed: 'This template needs a mask.',
  content_refused: 'The request was refused by the content filter.',
  service_refused: 'The generation service refused the request.',
  service_refused_because: 'The generation service refused the request: {{reason}}',
} as const;
export type TaskErrorCode = keyof typeof taskErrorTexts;

/** What the server answers a billing request with, in words for its user (the browser's `serverText.billing.<code>`). */
export const billingMessageTexts = {
  manual_payment_received: 'Your payment request has been received. We will check the payment and activate your purchase within 24 hours.',
} as const;
export type BillingMessageCode = keyof typeof billingMessageTexts;

/** A message as code, parameters and its English text. */
export interface PeopleMessage<Code extends string = string> {
  code: Code;
  params: MessageParams;
  text: string;
}

/** A text's `{{name}}` slots filled from the parameters (its form by `count`); an unknown slot stays as it is. */
export function fillMessage(text: MessageText, params: MessageParams): string {
  const template = typeof text === 'string' ? text : englishPlurals.select(Number(params.count)) === 'one' ? text.one : text.other;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => (name in params ? String(params[name]) : slot));
}

export function ledgerEntryMessage(code: LedgerEntryCode, params: MessageParams = {}): PeopleMessage<LedgerEntryCode> {
  return { code, params, text: fillMessage(ledgerEntryTexts[code], params) };
}

export function taskErrorMessage(code: TaskErrorCode, params: MessageParams = {}): PeopleMessage<TaskErrorCode> {
  return { code, params, text: fillMessage(taskErrorTexts[code], params) };
}

/** The shared outpaint rule's refusal (contract/outpaint.ts) as a task error, with the rule's figures. */
export function outpaintProblemMessage(problem: OutpaintProblem): PeopleMessage<TaskErrorCode> {
  const figures = { step: outpaintRules.step, multiple: outpaintRules.grid, max: outpaintRules.maxSize };
  return taskErrorMessage(`outpaint_${problem}`, figures);
}

export function billingMessage(code: BillingMessageCode, params: MessageParams = {}): PeopleMessage<BillingMessageCode> {
  return { code, params, text: fillMessage(billingMessageTexts[code], params) };
}
