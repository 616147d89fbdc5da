import { splitLtrRuns } from '../../rules/ltr-runs';

/**
 * Configured text (a payment method's instructions) with each phone number, IBAN or reference isolated left to
 * right, so '+000 000 000' keeps its order inside Arabic; configurers need not write the isolates themselves.
 */
export function LtrRunsText({ text }: { text: string }) {
  return splitLtrRuns(text).map((part, index) =>
    part.isLtrRun ? (
      <bdi key={index} dir="ltr">
        {part.text}
      </bdi>
    ) : (
      part.text
    ),
  );
}
