import { Switch as RACSwitch, composeRenderProps, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { withClassName } from '../utils';
import styles from './switch.module.css';

/** A switch; its children are the visible label. */
export type SwitchProps = RACSwitchProps;

/** An on/off switch for settings that apply at once (use a Checkbox inside forms that are submitted). */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={withClassName(styles.switch, className)}>
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {label}
        </>
      ))}
    </RACSwitch>
  );
}
