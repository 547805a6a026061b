import { chakra, useRecipe, useSlotRecipe, type HTMLChakraProps } from '@ped/web-kit/ui';
import { useId, type ReactNode } from 'react';
import { ChevronDownIcon } from '@ped/web-kit/icons';

/*
 * Form controls of the pages a visitor lands on (the home page's search, the lists' filters): plain elements drawn
 * by Chakra's own recipes (input, nativeSelect, field), which the eager system carries. Chakra's Input, NativeSelect
 * and Field components bring Ark's field machinery and the lazy `@ped/web-kit/ui-lazy` module with them, which no
 * first paint needs. Forms behind a click (sign-up, dashboards, dialogs) keep using those components.
 */

/** An `<input>` that looks like Chakra's Input. */
export function PlainInput(props: HTMLChakraProps<'input'>) {
  const styles = useRecipe({ key: 'input' })();
  return <chakra.input css={styles} {...props} />;
}

/** A `<select>` that looks like Chakra's NativeSelect (its box, the field and the chevron); `rootProps` style the box. */
export function PlainSelect({
  rootProps,
  children,
  ...props
}: HTMLChakraProps<'select'> & { rootProps?: HTMLChakraProps<'div'> }) {
  const styles = useSlotRecipe({ key: 'nativeSelect' })();
  return (
    <chakra.div css={styles.root} {...rootProps}>
      <chakra.select css={styles.field} {...props}>
        {children}
      </chakra.select>
      <chakra.div css={styles.indicator}>
        <ChevronDownIcon />
      </chakra.div>
    </chakra.div>
  );
}

/**
 * A labelled control laid out as Chakra's Field (label above): `children` gets the id to give the control, which
 * the label names (`htmlFor`).
 */
export function PlainField({
  label,
  children,
  ...rootProps
}: Omit<HTMLChakraProps<'div'>, 'children'> & { label: ReactNode; children: (id: string) => ReactNode }) {
  const styles = useSlotRecipe({ key: 'field' })({ orientation: 'vertical' });
  const id = useId();
  return (
    <chakra.div css={styles.root} {...rootProps}>
      <chakra.label css={styles.label} htmlFor={id}>
        {label}
      </chakra.label>
      {children(id)}
    </chakra.div>
  );
}
