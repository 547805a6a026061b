/**
 * Several property decorators as one, applied in the order written (as if stacked above the field), so
 * a field's rules can be named once and given to every DTO that has the field.
 */
export const rules =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
