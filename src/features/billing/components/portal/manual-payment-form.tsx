import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ManualPaymentMethod } from '@contract/browser';
import { manualPaymentLimits } from '@contract/browser';
import { Button, Form, Select, SelectItem, TextField } from '@/design-system';
import { methodProblem, proofProblem } from '../../rules/manual-payment-checks';
import { LtrRunsText } from './ltr-runs-text';
import { ProofUpload } from './proof-upload';
import styles from './manual-payment-form.module.css';

export interface ManualPaymentFormValues {
  method: string;
  reference: string;
  proof: File | null;
}

export interface ManualPaymentFormProps {
  methods: readonly ManualPaymentMethod[];
  /** Called once the method is chosen and the proof, if any, is acceptable. */
  onSubmit: (values: ManualPaymentFormValues) => void;
  /** The request is being sent. @default false */
  isPending?: boolean;
  /** Why the server refused it, or 'An unexpected error occurred.' */
  errorMessage?: string | null;
}

/**
 * The manual payment submission (spec part 1 §2, §5): a required payment method with its instructions, an optional
 * Transaction Reference and an optional Proof of Payment image, then Submit Request.
 */
export function ManualPaymentForm({ methods, onSubmit, isPending = false, errorMessage = null }: ManualPaymentFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<string | null>(methods.length === 1 ? (methods[0]?.method_key ?? null) : null);
  const [proof, setProof] = useState<File | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const chosen = methods.find((candidate) => candidate.method_key === method);

  function handleProof(file: File | null) {
    const problem = file ? proofProblem(file) : null;
    setProofError(problem ? t(problem) : null);
    setProof(problem ? null : file);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = methodProblem(method);
    setMethodError(problem ? t(problem) : null);
    if (problem || !method) return;
    const reference = String(new FormData(event.currentTarget).get('transaction_reference') ?? '');
    onSubmit({ method, reference, proof });
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={errorMessage} className={styles.form}>
      <Select
        label={t('billing.portal.paymentMethod')}
        placeholder={t('billing.portal.chooseMethod')}
        items={methods.map((candidate) => ({ id: candidate.method_key, name: candidate.display_name }))}
        selectedKey={method}
        onSelectionChange={(key) => {
          setMethod(key === null ? null : String(key));
          setMethodError(null);
        }}
        isRequired
        isInvalid={methodError ? true : undefined}
        errorMessage={methodError}
        isDisabled={isPending}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {chosen && (
        <div className={styles.instructions} aria-live="polite">
          <p className={styles.instructionsTitle}>{t('billing.portal.instructions')}</p>
          <p className={styles.instructionsText} dir="auto">
            <LtrRunsText text={chosen.instructions} />
          </p>
        </div>
      )}
      <TextField
        name="transaction_reference"
        label={t('billing.portal.transactionReference')}
        description={t('billing.portal.transactionReferenceHint')}
        maxLength={manualPaymentLimits.transactionReferenceMax}
        isDisabled={isPending}
      />
      <ProofUpload file={proof} onChange={handleProof} errorMessage={proofError} isDisabled={isPending} />
      <Button type="submit" variant="primary" isPending={isPending} className={styles.submit}>
        <Send size={16} aria-hidden="true" />
        {t('billing.portal.submitRequest')}
      </Button>
    </Form>
  );
}
