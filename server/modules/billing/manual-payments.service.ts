import { randomUUID } from 'node:crypto';
import { billingMessage, errorCodes, type ManualPaymentRequest } from '../../../contract';
import type { ManualMethods } from '../../catalog/manual-methods';
import type { ManualPaymentStatus } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { periodEnd } from '../../integrations/payments/payment-provider';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { acceptImageFile } from '../media';
import { insertSubscription } from './billing.repository';
import { purchaseTeam, type BillingDeps } from './billing.service';
import type { DecisionNotifier } from './decision-notifier';
import { grantPurchase } from './grants';
import { refuseSecondSubscription } from './held-subscription';
import {
  decideManualRequest,
  findManualRequest,
  insertManualRequest,
  listManualRequests,
  type ReviewRow,
} from './manual-payments.repository';
import type { ProofUrls } from './proof-urls';
import type { StaffCheck } from './staff';

export interface ManualPaymentDeps extends BillingDeps {
  methods: ManualMethods;
  storage: MediaStorage;
  staff: StaffCheck;
  proofUrls: ProofUrls;
  notifier: DecisionNotifier;
}

const REVIEW_PAGE_SIZE = 200;
const proofTypes = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' } as const;

const requestNotFound = () => notFound('Payment request not found.');

export function createManualPaymentService(deps: ManualPaymentDeps) {
  function view(row: ReviewRow, reviewerId: string): ManualPaymentRequest {
    const found = deps.plans.price(row.priceId);
    return {
      id: row.id,
      status: row.status,
      user_id: row.userId,
      username: row.username,
      email: row.email,
      team_id: row.teamId,
      plan_id: row.planId,
      plan_name: found?.plan.plan_name ?? row.planId,
      plan_price_id: row.priceId,
      price: found?.price.price ?? 0,
      currency: found?.price.currency ?? '',
      billing_interval: found?.price.billing_interval ?? 'one-time',
      payment_method: row.paymentMethod,
      payment_method_name:
        deps.methods.methods.find((method) => method.method_key === row.paymentMethod)?.display_name ?? row.paymentMethod,
      transaction_reference: row.transactionReference,
      proof_url: row.proofKey ? deps.proofUrls.url(row.id, reviewerId) : null,
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      decided_by: row.decidedByName,
      rejection_reason: row.rejectionReason,
    };
  }

  /** Staff, or 404 for anyone else on a request's own routes (as if it did not exist), 403 on the list. */
  async function requireStaff(userId: string, refusal: () => HttpError) {
    const staff = await deps.staff(userId);
    if (!staff) throw refusal();
    return staff;
  }

  async function storeProof(userId: string, file: File) {
    const image = await acceptImageFile(file);
    if (!(image.detectedType in proofTypes)) throw new HttpError(errorCodes.invalidFile, 'Invalid file type. Allowed: PNG, JPG, GIF');
    const key = `payment-proofs/${userId}/${randomUUID()}.${image.extension}`;
    await deps.storage.put(key, image.data, image.mimeType);
    return { key, contentType: image.mimeType };
  }

  async function decide(staffId: string, id: string, status: 'approved' | 'rejected', reason: string | null) {
    const staff = await requireStaff(staffId, requestNotFound);
    const existing = await findManualRequest(deps.db, id);
    if (!existing) throw requestNotFound();
    if (existing.userId === staff.userId) throw new HttpError(errorCodes.forbidden, 'You cannot decide on your own payment request.');
    const found = deps.plans.price(existing.priceId);
    if (!found) throw new Error(`Manual request ${id} names the price ${existing.priceId}, which the catalog no longer has`);
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const decided = await decideManualRequest(tx, id, {
        status,
        decidedAt: now,
        decidedBy: staff.userId,
        decidedByName: staff.username,
        rejectionReason: reason,
      });
      if (!decided) throw new HttpError(errorCodes.requestAlreadyDecided, 'This request has already been decided.');
      if (status === 'rejected') return;
      const { plan, price } = found;
      if (plan.plan_type === 'recurring') {
        // A subscription bought by card since the request was sent: approving would charge the period twice.
        await refuseSecondSubscription(tx, deps, { userId: decided.userId, teamId: decided.teamId }, plan, 'staff');
        // Staff approve one paid period; nothing renews it, so it ends when the period does.
        await insertSubscription(tx, {
          userId: decided.userId,
          teamId: decided.teamId,
          planId: plan.id,
          priceId: price.id,
          provider: 'manual',
          providerSubscriptionId: decided.id,
          status: 'active',
          currentPeriodEnd: periodEnd(now, price.billing_interval),
          cancelAtPeriodEnd: true,
          createdAt: now,
          updatedAt: now,
        });
      }
      await grantPurchase(tx, deps, {
        userId: decided.userId,
        teamId: decided.teamId,
        plan,
        key: `manual:${decided.id}`,
        isRenewal: false,
      });
    });
    const row = (await findManualRequest(deps.db, id))!;
    await deps.notifier.notify({
      userId: row.userId,
      email: row.email,
      username: row.username,
      planName: found.plan.plan_name,
      planId: found.plan.id,
      status,
      reason,
    });
    return { request: view(row, staff.userId) };
  }

  return {
    methods: () => deps.methods,

    async submit(
      userId: string,
      body: {
        plan_price_id: string;
        payment_method: string;
        transaction_reference?: string | undefined;
        proof_file?: File | undefined;
        team_id?: string | undefined;
      },
    ) {
      const found = deps.plans.price(body.plan_price_id);
      if (!found) throw notFound('Plan not found.');
      if (!deps.methods.methods.some((method) => method.method_key === body.payment_method)) {
        throw new HttpError(errorCodes.validation, 'Choose one of the payment methods.', {
          fields: { payment_method: 'Choose one of the payment methods.' },
        });
      }
      const teamId = await purchaseTeam(deps, userId, found.plan, body.team_id);
      if (found.plan.plan_type === 'recurring') await refuseSecondSubscription(deps.db, deps, { userId, teamId }, found.plan);
      const proof = body.proof_file && body.proof_file.size > 0 ? await storeProof(userId, body.proof_file) : null;
      const row = await insertManualRequest(deps.db, {
        userId,
        teamId,
        planId: found.plan.id,
        priceId: found.price.id,
        paymentMethod: body.payment_method,
        transactionReference: body.transaction_reference || null,
        proofKey: proof?.key ?? null,
        proofContentType: proof?.contentType ?? null,
        createdAt: deps.clock.now(),
      });
      const received = billingMessage('manual_payment_received');
      return { message: received.text, code: received.code, id: row.id };
    },

    async review(userId: string, status: ManualPaymentStatus) {
      const staff = await requireStaff(userId, () => new HttpError(errorCodes.forbidden, 'Only staff can review payments.'));
      const rows = await listManualRequests(deps.db, status, REVIEW_PAGE_SIZE);
      return { requests: rows.map((row) => view(row, staff.userId)) };
    },

    approve: (staffId: string, id: string) => decide(staffId, id, 'approved', null),
    reject: (staffId: string, id: string, reason: string) => decide(staffId, id, 'rejected', reason),

    /** The proof's storage key and type, for a staff member named by a signed token or a bearer session. */
    async proof(id: string, viewer: { token?: string | undefined; sessionUserId?: string | null }) {
      const reviewerId = (viewer.token ? deps.proofUrls.reviewer(id, viewer.token) : null) ?? viewer.sessionUserId ?? null;
      if (!reviewerId || !(await deps.staff(reviewerId))) throw notFound('File not found.');
      const row = await findManualRequest(deps.db, id);
      if (!row?.proofKey) throw notFound('File not found.');
      return { key: row.proofKey, contentType: row.proofContentType ?? 'application/octet-stream' };
    },
  };
}

export type ManualPaymentService = ReturnType<typeof createManualPaymentService>;
