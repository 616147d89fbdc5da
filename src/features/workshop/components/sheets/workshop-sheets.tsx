import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import type { Template } from '@contract/browser';
import { BottomSheet, Button, Segment, SegmentedControl } from '@/design-system';
import type { InputValue } from '@/domain/generation';
import { findParam } from '../../rules/workshop-params';
import type { WorkshopFormStore, WorkshopSheet } from '../../state/workshop-form';
import { advancedParams } from '../../state/setting-groups';
import { DimensionsSheetContent } from './dimensions-sheet';
import { ParamList } from './param-list';
import styles from './sheets.module.css';

export interface WorkshopSheetsProps {
  template: Template;
  form: WorkshopFormStore;
}

const titles = {
  dimensions: 'workshop.chips.dimensions',
  count: 'workshop.chips.count',
  params: 'workshop.chips.params',
  advanced: 'workshop.chips.advanced',
} as const satisfies Record<WorkshopSheet, string>;

function CountContent({ template, form }: WorkshopSheetsProps) {
  const { t } = useTranslation();
  const state = useSnapshot(form.state);
  const found = findParam(template, 'numberResults');
  if (!found) return null;
  const value = state.userParams[found.taskId]?.numberResults;
  return (
    <SegmentedControl
      aria-label={t('workshop.chips.count')}
      isFullWidth
      value={String(value)}
      onChange={(next) => {
        const option = found.param.options?.find((candidate) => String(candidate.value) === next);
        if (option) form.setParam(found.taskId, 'numberResults', option.value);
      }}
    >
      {(found.param.options ?? []).map((option) => (
        <Segment key={String(option.value)} value={String(option.value)}>
          {option.label}
        </Segment>
      ))}
    </SegmentedControl>
  );
}

function GroupsContent({ template, form }: WorkshopSheetsProps) {
  const state = useSnapshot(form.state);
  return (
    <div className={styles.sheetBody}>
      {template.configurable_tasks.flatMap((task) =>
        task.param_groups.map((group) => (
          <section key={`${task.task_id}-${group.group_id}`} className={styles.group} aria-label={group.label}>
            <h3 className={styles.groupTitle}>{group.label}</h3>
            <ParamList
              params={group.params}
              values={state.userParams[task.task_id] ?? {}}
              onChange={(key: string, value: InputValue) => form.setParam(task.task_id, key, value)}
            />
          </section>
        )),
      )}
    </div>
  );
}

function AdvancedContent({ template, form }: WorkshopSheetsProps) {
  const state = useSnapshot(form.state);
  return (
    <div className={styles.sheetBody}>
      {advancedParams(template).map(({ taskId, params }) => (
        <ParamList
          key={taskId}
          params={params}
          values={state.userParams[taskId] ?? {}}
          onChange={(key: string, value: InputValue) => form.setParam(taskId, key, value)}
        />
      ))}
    </div>
  );
}

/** The workshop's bottom sheets (spec part 2 §2): one open at a time, closed by Done, Escape, Back or a drag down. */
export function WorkshopSheets({ template, form }: WorkshopSheetsProps) {
  const { t } = useTranslation();
  const { openSheet } = useSnapshot(form.state);
  // The closing sheet keeps its title and content while it slides away.
  const [lastSheet, setLastSheet] = useState(openSheet);
  if (openSheet !== null && openSheet !== lastSheet) setLastSheet(openSheet);
  const sheet = openSheet ?? lastSheet;
  const close = () => form.update({ openSheet: null });
  return (
    <BottomSheet
      isOpen={openSheet !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={sheet ? t(titles[sheet]) : ''}
      footer={
        <Button variant="primary" onPress={close}>
          {t('workshop.sheets.done')}
        </Button>
      }
    >
      {sheet === 'dimensions' && <DimensionsSheetContent templateId={template.template_id} form={form} />}
      {sheet === 'count' && <CountContent template={template} form={form} />}
      {sheet === 'params' && <GroupsContent template={template} form={form} />}
      {sheet === 'advanced' && <AdvancedContent template={template} form={form} />}
    </BottomSheet>
  );
}
